/** The click captcha's answers (SPEC §5). */
export const captchaMessages = {
  captchaFailed: {
    "zh-cn": "未点中正确区域，请重试！",
    en: "The correct area is not clicked, please try again!",
  },
  captchaPassed: { "zh-cn": "验证成功！", en: "Verification is successful!" },
};
