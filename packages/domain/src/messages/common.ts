import type { Messages } from "../lang.ts";

/** The generic success, the dashboard greetings and the admin shell's own warnings. */
export const commonCatalogue = {
  ok: { "zh-cn": "操作成功", en: "Operation successful" },
  greetingLateNight: { "zh-cn": "夜深了", en: "Late at night" },
  greetingEarlyMorning: { "zh-cn": "早上好", en: "Good early morning" },
  greetingMorning: { "zh-cn": "上午好", en: "Good morning" },
  greetingNoon: { "zh-cn": "中午好", en: "Good noon" },
  greetingAfternoon: { "zh-cn": "下午好", en: "Good afternoon" },
  greetingEvening: { "zh-cn": "晚上好", en: "Good evening" },
  navigationGuard: {
    "zh-cn": "导航失败，导航守卫拦截！",
    en: "Navigation failed, intercepted by a navigation guard!",
  },
  navigationCurrent: {
    "zh-cn": "导航失败，已在导航目标位置！",
    en: "Navigation failed, already at the navigation target!",
  },
  navigationInvalid: { "zh-cn": "导航失败，路由无效！", en: "Navigation failed, invalid route!" },
  navigationMenuType: {
    "zh-cn": "导航失败，菜单类型无法识别！",
    en: "Navigation failed, the menu type is not recognised!",
  },
  terminalBlocked: {
    "zh-cn": "新添加的任务永远不会开始，因为它们被失败的任务阻塞",
    en: "Newly added tasks will never start because they are blocked by failed tasks",
  },
} satisfies Record<string, Messages>;
