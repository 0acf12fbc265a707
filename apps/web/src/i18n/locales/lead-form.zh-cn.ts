/** Texts of the lead form (在线留言) on the public pages (`leadForm.<key>`). */
export const leadFormZhCn = {
  title: "在线留言",
  intro: "请留下您的联系方式和需求，我们会尽快与您联系。",
  requiredNote: "带 * 的为必填项",
  submit: "提交留言",
  sending: "正在提交…",
  sendAnother: "再写一条留言",
  loading: "正在加载留言表单…",
  networkError: "网络异常，留言未能提交，请稍后再点提交（不会重复提交）",
  checkFields: "请按上方标出的提示修改后再提交",
  consent: "我已阅读并同意{{notice}}",
  notice: "《隐私声明》",
  honeypot: "请勿填写此项",
  captcha: {
    title: "安全验证",
    instruction: "请在图中依次点击",
    imageAlt: "点选验证码图片，请依次点击图中的文字",
    refresh: "换一张",
    loading: "正在加载验证码…",
  },
};
