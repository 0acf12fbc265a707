import type { Messages } from "../lang.ts";

/** Failures of a request as such: its HTTP status, or no answer at all (SPEC §8). */
export const httpCatalogue = {
  interfaceRedirected: { "zh-cn": "接口重定向了！", en: "Interface redirected!" },
  incorrectParameter: { "zh-cn": "参数不正确！", en: "Incorrect parameter!" },
  noPermission: { "zh-cn": "您没有权限操作！", en: "You do not have permission to operate!" },
  addressNotFound: { "zh-cn": "请求地址出错:{url}", en: "Error requesting address:{url}" },
  methodNotAllowed: { "zh-cn": "不支持的请求方式！", en: "Request method not allowed!" },
  requestTimeout: { "zh-cn": "请求超时！", en: "Request timed out!" },
  duplicateData: { "zh-cn": "系统已存在相同数据！", en: "The same data already exists in the system!" },
  payloadTooLarge: { "zh-cn": "提交的数据过大！", en: "The submitted data is too large!" },
  uriTooLong: { "zh-cn": "请求地址过长！", en: "The request address is too long!" },
  headersTooLarge: { "zh-cn": "请求头过大！", en: "The request headers are too large!" },
  backHome: { "zh-cn": "返回首页", en: "Back to home" },
  requestIdShown: {
    "zh-cn": "请求编号：{id}（联系网站管理员时请提供）",
    en: "Request ID: {id} (quote it when you contact the site)",
  },
  unsupportedMediaType: { "zh-cn": "不支持的数据格式！", en: "Unsupported data format!" },
  tooManyRequests: {
    "zh-cn": "请求过于频繁，请稍后再试！",
    en: "Too many requests, please try again later!",
  },
  serverError: { "zh-cn": "服务器内部错误！", en: "Server internal error!" },
  notImplemented: { "zh-cn": "服务未实现！", en: "Service not implemented!" },
  badGateway: { "zh-cn": "网关错误！", en: "Gateway error!" },
  serviceUnavailable: { "zh-cn": "服务不可用！", en: "Service unavailable!" },
  gatewayTimeout: {
    "zh-cn": "服务暂时无法访问，请稍后再试！",
    en: "The service is temporarily unavailable Please try again later!",
  },
  httpVersionNotSupported: { "zh-cn": "HTTP版本不受支持！", en: "HTTP version is not supported!" },
  unknownError: {
    "zh-cn": "异常问题，请联系网站管理员！",
    en: "Abnormal problem, please contact the website administrator!",
  },
  networkTimeout: { "zh-cn": "网络请求超时！", en: "Network request timeout!" },
  serverException: { "zh-cn": "服务端异常！", en: "Server exception!" },
  offline: { "zh-cn": "您断网了！", en: "You are disconnected!" },
} satisfies Record<string, Messages>;
