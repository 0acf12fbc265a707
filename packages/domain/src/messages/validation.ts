import type { Messages } from "../lang.ts";

/** Form field checks (SPEC §5), shown beside the field by the web and returned by the server. */
export const validationCatalogue = {
  invalidUsername: { "zh-cn": "请输入正确的账户名", en: "Please enter the correct account" },
  invalidPassword: {
    "zh-cn": "密码要求6到32位，不能包含 & < > \" '",
    en: "Please enter the correct password (6 to 32 characters, without & < > \" ')",
  },
  invalidMobile: { "zh-cn": "请输入正确的手机号", en: "Please enter the correct mobile number" },
  invalidEmail: { "zh-cn": "请输入正确的电子邮箱", en: "Please enter the correct email address" },
  invalidIdNumber: { "zh-cn": "请输入正确的身份证号码", en: "Please enter the correct ID number" },
  invalidName: { "zh-cn": "请输入正确的姓名", en: "Please enter the correct name" },
  contentNotEmpty: { "zh-cn": "内容不能为空", en: "Content cannot be empty" },
  fieldRequired: { "zh-cn": "此项为必填项", en: "This field is required" },
  editorRequired: { "zh-cn": "请输入编辑器内容", en: "Please enter the editor content" },
  invalidFloat: { "zh-cn": "请输入正确的浮点数", en: "Please enter a floating-point number" },
  invalidNickname: {
    "zh-cn": "昵称为 1 到 20 个中文、字母、数字、下划线或短横线",
    en: "A nickname is 1 to 20 Chinese characters, letters, digits, underscores or hyphens",
  },
  invalidBirthday: { "zh-cn": "请输入正确的生日", en: "Please enter a correct birthday" },
  textTooLong: { "zh-cn": "内容过长", en: "The text is too long" },
} satisfies Record<string, Messages>;
