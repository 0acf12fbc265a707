import type { Lang, Messages } from "./lang.ts";

/** `code` values of the `{ code, msg, data }` response envelope (not HTTP statuses). */
export const ResponseCode = {
  success: 1,
  failure: 0,
  redirect: 302,
  needLogin: 303,
  tokenExpired: 409,
} as const;

export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

/** A 303 carrying this msg means the token is dead and must be cleared before going to login. */
export const NEED_LOGIN = "need login";

const httpStatusMessages: Readonly<Record<number, Messages>> = {
  302: { "zh-cn": "接口重定向了！", en: "Interface redirected!" },
  400: { "zh-cn": "参数不正确！", en: "Incorrect parameter!" },
  401: { "zh-cn": "您没有权限操作！", en: "You do not have permission to operate!" },
  403: { "zh-cn": "您没有权限操作！", en: "You do not have permission to operate!" },
  408: { "zh-cn": "请求超时！", en: "Request timed out!" },
  409: { "zh-cn": "系统已存在相同数据！", en: "The same data already exists in the system!" },
  500: { "zh-cn": "服务器内部错误！", en: "Server internal error!" },
  501: { "zh-cn": "服务未实现！", en: "Service not implemented!" },
  502: { "zh-cn": "网关错误！", en: "Gateway error!" },
  503: { "zh-cn": "服务不可用！", en: "Service unavailable!" },
  504: {
    "zh-cn": "服务暂时无法访问，请稍后再试！",
    en: "The service is temporarily unavailable Please try again later!",
  },
  505: { "zh-cn": "HTTP版本不受支持！", en: "HTTP version is not supported!" },
};

const notFoundPrefix: Messages = { "zh-cn": "请求地址出错:", en: "Error requesting address:" };

const unknownStatus: Messages = {
  "zh-cn": "异常问题，请联系网站管理员！",
  en: "Abnormal problem, please contact the website administrator!",
};

export function httpStatusMessage(status: number, lang: Lang, url?: string): string {
  if (status === 404) return notFoundPrefix[lang] + (url ?? "");
  return (httpStatusMessages[status] ?? unknownStatus)[lang];
}

export type NetworkErrorKind = "timeout" | "network" | "offline";

const networkErrorMessages: Record<NetworkErrorKind, Messages> = {
  timeout: { "zh-cn": "网络请求超时！", en: "Network request timeout!" },
  network: { "zh-cn": "服务端异常！", en: "Server exception!" },
  offline: { "zh-cn": "您断网了！", en: "You are disconnected!" },
};

export function networkErrorMessage(kind: NetworkErrorKind, lang: Lang): string {
  return networkErrorMessages[kind][lang];
}

const success: Messages = { "zh-cn": "操作成功", en: "Operation successful" };

export function successMessage(lang: Lang): string {
  return success[lang];
}

export type NavigationErrorKind = "guard" | "current" | "invalid" | "menuType";

const navigationErrorMessages: Record<NavigationErrorKind, Messages> = {
  guard: {
    "zh-cn": "导航失败，导航守卫拦截！",
    en: "Navigation failed, intercepted by a navigation guard!",
  },
  current: {
    "zh-cn": "导航失败，已在导航目标位置！",
    en: "Navigation failed, already at the navigation target!",
  },
  invalid: { "zh-cn": "导航失败，路由无效！", en: "Navigation failed, invalid route!" },
  menuType: {
    "zh-cn": "导航失败，菜单类型无法识别！",
    en: "Navigation failed, the menu type is not recognised!",
  },
};

export function navigationErrorMessage(kind: NavigationErrorKind, lang: Lang): string {
  return navigationErrorMessages[kind][lang];
}

const terminalBlocked: Messages = {
  "zh-cn": "新添加的任务永远不会开始，因为它们被失败的任务阻塞",
  en: "Newly added tasks will never start because they are blocked by failed tasks",
};

export function terminalBlockedWarning(lang: Lang): string {
  return terminalBlocked[lang];
}
