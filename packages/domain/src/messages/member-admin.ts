import type { Messages } from "../lang.ts";

/** The member administration: members, their groups and rules, the money and points ledgers. */
export const memberAdminCatalogue = {
  memberNotFound: { "zh-cn": "会员不存在！", en: "The member does not exist!" },
  memberGroupInUse: {
    "zh-cn": "该分组下还有会员，不能删除！",
    en: "Members belong to this group: it cannot be deleted!",
  },
  memberGroupLast: {
    "zh-cn": "至少要保留一个会员分组！",
    en: "At least one member group must remain!",
  },
  memberRuleTooDeep: { "zh-cn": "会员菜单最多三级！", en: "The member menu has at most three levels!" },
  memberRuleUrlRequired: {
    "zh-cn": "链接和 Iframe 菜单需要以 http(s):// 开头的地址！",
    en: "Link and iframe menu entries need an address starting with http(s)://!",
  },
  moneyNotEnough: {
    "zh-cn": "会员余额不足，变更后不能小于 0！",
    en: "The member's balance cannot go below 0!",
  },
  scoreNotEnough: {
    "zh-cn": "会员积分不足，变更后不能小于 0！",
    en: "The member's points cannot go below 0!",
  },
  balanceTooLarge: {
    "zh-cn": "变更后超出余额或积分的上限！",
    en: "The change would exceed the largest balance allowed!",
  },
  yuanChangeInvalid: {
    "zh-cn": "请输入不为 0 的金额（元），最多两位小数",
    en: "Enter a non-zero amount in yuan with at most two decimals",
  },
  pointsChangeInvalid: {
    "zh-cn": "请输入不为 0 的整数积分",
    en: "Enter a non-zero whole number of points",
  },
} satisfies Record<string, Messages>;
