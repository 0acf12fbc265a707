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
  // A request's value refused by its schema (Ajv, zod), naming the field (validation-messages.ts).
  fieldRequiredNamed: { "zh-cn": "{field} 为必填项", en: "{field} must be filled in" },
  fieldTooLong: {
    "zh-cn": "{field} 最多 {limit} 个字符",
    en: "{field} must have at most {limit} characters",
  },
  fieldTooShort: {
    "zh-cn": "{field} 至少 {limit} 个字符",
    en: "{field} must have at least {limit} characters",
  },
  fieldPatternMismatch: { "zh-cn": "{field} 的格式不正确", en: "{field} is not in the form it must have" },
  fieldFormatInvalid: { "zh-cn": "{field} 须为有效的{format}", en: "{field} must be a valid {format}" },
  fieldNotAllowedValue: { "zh-cn": "{field} 只能是：{values}", en: "{field} must be one of: {values}" },
  fieldWrongType: { "zh-cn": "{field} 须为{type}", en: "{field} must be {type}" },
  fieldBelowMinimum: { "zh-cn": "{field} 不能小于 {limit}", en: "{field} must be {limit} or more" },
  fieldNotAboveMinimum: { "zh-cn": "{field} 须大于 {limit}", en: "{field} must be more than {limit}" },
  fieldAboveMaximum: { "zh-cn": "{field} 不能大于 {limit}", en: "{field} must be {limit} or less" },
  fieldNotBelowMaximum: { "zh-cn": "{field} 须小于 {limit}", en: "{field} must be less than {limit}" },
  fieldTooFewItems: {
    "zh-cn": "{field} 至少要有 {limit} 项",
    en: "{field} must have at least {limit} items",
  },
  fieldTooManyItems: { "zh-cn": "{field} 最多 {limit} 项", en: "{field} must have at most {limit} items" },
  fieldNotMultiple: { "zh-cn": "{field} 须为 {limit} 的倍数", en: "{field} must be a multiple of {limit}" },
  fieldRepeatedItems: { "zh-cn": "{field} 中有重复的项", en: "{field} has an item twice" },
  fieldNotTaken: { "zh-cn": "不接受字段 {field}", en: "{field} is not a field this request takes" },
  fieldInvalidValue: { "zh-cn": "{field} 的值不正确", en: "{field} has a value that is not valid" },
  fieldSays: { "zh-cn": "{field}：{text}", en: "{field}: {text}" },
} satisfies Record<string, Messages>;
