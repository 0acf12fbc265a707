import { describe, expect, it } from "vitest";
import {
  httpStatusMessage,
  NEED_LOGIN,
  navigationErrorMessage,
  networkErrorMessage,
  ResponseCode,
  successMessage,
  terminalBlockedWarning,
} from "./error-catalogue.ts";

describe("ResponseCode", () => {
  it("matches the envelope codes of section 8", () => {
    expect(ResponseCode).toEqual({
      success: 1,
      failure: 0,
      redirect: 302,
      needLogin: 303,
      tokenExpired: 409,
    });
    expect(NEED_LOGIN).toBe("need login");
  });
});

describe("httpStatusMessage", () => {
  it.each([
    [302, "Interface redirected!", "接口重定向了！"],
    [400, "Incorrect parameter!", "参数不正确！"],
    [401, "You do not have permission to operate!", "您没有权限操作！"],
    [403, "You do not have permission to operate!", "您没有权限操作！"],
    [408, "Request timed out!", "请求超时！"],
    [409, "The same data already exists in the system!", "系统已存在相同数据！"],
    [500, "Server internal error!", "服务器内部错误！"],
    [501, "Service not implemented!", "服务未实现！"],
    [502, "Gateway error!", "网关错误！"],
    [503, "Service unavailable!", "服务不可用！"],
    [504, "The service is temporarily unavailable Please try again later!", "服务暂时无法访问，请稍后再试！"],
    [505, "HTTP version is not supported!", "HTTP版本不受支持！"],
  ])("%i -> %j / %j", (status, en, zh) => {
    expect(httpStatusMessage(status, "en")).toBe(en);
    expect(httpStatusMessage(status, "zh-cn")).toBe(zh);
  });

  it("appends the url to the 404 message", () => {
    expect(httpStatusMessage(404, "en", "/api/missing")).toBe("Error requesting address:/api/missing");
    expect(httpStatusMessage(404, "zh-cn", "/api/missing")).toBe("请求地址出错:/api/missing");
  });

  it("still gives the 404 text without a url", () => {
    expect(httpStatusMessage(404, "en")).toBe("Error requesting address:");
  });

  it.each([0, 200, 301, 402, 418, 429, 506, 599, Number.NaN])("falls back for %s", (status) => {
    expect(httpStatusMessage(status, "en")).toBe(
      "Abnormal problem, please contact the website administrator!",
    );
    expect(httpStatusMessage(status, "zh-cn")).toBe("异常问题，请联系网站管理员！");
  });
});

describe("networkErrorMessage", () => {
  it.each([
    ["timeout", "Network request timeout!", "网络请求超时！"],
    ["network", "Server exception!", "服务端异常！"],
    ["offline", "You are disconnected!", "您断网了！"],
  ] as const)("%s", (kind, en, zh) => {
    expect(networkErrorMessage(kind, "en")).toBe(en);
    expect(networkErrorMessage(kind, "zh-cn")).toBe(zh);
  });
});

describe("successMessage", () => {
  it("is the default success text", () => {
    expect(successMessage("en")).toBe("Operation successful");
    expect(successMessage("zh-cn")).toBe("操作成功");
  });
});

describe("navigationErrorMessage", () => {
  it.each([
    ["guard", "Navigation failed, intercepted by a navigation guard!", "导航失败，导航守卫拦截！"],
    ["current", "Navigation failed, already at the navigation target!", "导航失败，已在导航目标位置！"],
    ["invalid", "Navigation failed, invalid route!", "导航失败，路由无效！"],
    ["menuType", "Navigation failed, the menu type is not recognised!", "导航失败，菜单类型无法识别！"],
  ] as const)("%s", (kind, en, zh) => {
    expect(navigationErrorMessage(kind, "en")).toBe(en);
    expect(navigationErrorMessage(kind, "zh-cn")).toBe(zh);
  });
});

describe("terminalBlockedWarning", () => {
  it("warns that new tasks are blocked", () => {
    expect(terminalBlockedWarning("en")).toBe(
      "Newly added tasks will never start because they are blocked by failed tasks",
    );
    expect(terminalBlockedWarning("zh-cn")).toBe("新添加的任务永远不会开始，因为它们被失败的任务阻塞");
  });
});
