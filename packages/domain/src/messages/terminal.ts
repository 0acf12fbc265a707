import type { Messages } from "../lang.ts";

/** The web terminal (SPEC §4, §7). */
export const terminalCatalogue = {
  terminalSuperAdminOnly: {
    "zh-cn": "只有超级管理员可以使用终端",
    en: "Only a super administrator can use the terminal",
  },
  terminalCommandNotAllowed: {
    "zh-cn": "不允许执行该命令：{command}",
    en: "This command is not allowed: {command}",
  },
  terminalBusy: {
    "zh-cn": "另一个命令正在执行，请等它结束后再试",
    en: "Another command is running; try again when it has finished",
  },
  terminalStartFailed: {
    "zh-cn": "命令无法启动：{reason}",
    en: "The command could not start: {reason}",
  },
  terminalTimedOut: {
    "zh-cn": "命令执行超过 {minutes} 分钟，已停止",
    en: "The command ran longer than {minutes} minutes and was stopped",
  },
  terminalManagerNotInstalled: {
    "zh-cn": "服务器上没有安装包管理器 {manager}，请先安装或选择已安装的包管理器",
    en: "The package manager {manager} is not installed on the server: install it first or choose an installed one",
  },
  terminalConfigChanged: { "zh-cn": "终端设置已保存", en: "Terminal settings saved" },
} satisfies Record<string, Messages>;
