/** The admin profile's own answers. */
export const accountMessages = {
  oldPasswordWrong: { "zh-cn": "当前密码不正确！", en: "The current password is incorrect!" },
};
