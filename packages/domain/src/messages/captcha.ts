import type { Messages } from "../lang.ts";

/** The click captcha (SPEC §5). */
export const captchaCatalogue = {
  captchaRequired: { "zh-cn": "请完成点选验证码！", en: "Please complete the click captcha!" },
  captchaFailed: {
    "zh-cn": "未点中正确区域，请重试！",
    en: "The correct area is not clicked, please try again!",
  },
  captchaPassed: { "zh-cn": "验证成功！", en: "Verification is successful!" },
} satisfies Record<string, Messages>;
