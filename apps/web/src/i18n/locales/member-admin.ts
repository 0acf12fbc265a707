import type { TextsLike } from "./locale-shape.ts";

/** The member administration pages' texts (`memberAdmin.<page>.<key>`). */
export const memberAdminZhCn = {
  user: {
    uploads: "上传",
    uploadUsage: "今日 {{today}} 个 / {{todaySize}}，共 {{files}} 个 / {{size}}",
    adjustMoney: "调整余额",
    adjustScore: "调整积分",
    disable: "禁用",
    enable: "启用",
    disabled: "已禁用会员 {{username}}，其登录已失效",
    enabled: "已启用会员 {{username}}",
    approve: "审核通过",
    approveSelected: "审核通过所选",
    approved: "已审核通过 {{count}} 个会员",
  },
  ledger: {
    member: "会员",
    chooseMember: "选择会员",
    moneyChange: "变动金额（元）",
    scoreChange: "变动积分",
    after: "变动后",
    memo: "备注",
    currentMoney: "当前余额（元）",
    currentScore: "当前积分",
    changeHelp: "正数增加，负数扣减；变动后不能小于 0",
    moneyTitle: "调整会员余额",
    scoreTitle: "调整会员积分",
    saved: "已记入账本：{{before}} → {{after}}",
  },
};

export const memberAdminEn: TextsLike<typeof memberAdminZhCn> = {
  user: {
    uploads: "Uploads",
    uploadUsage: "today {{today}} / {{todaySize}}, in all {{files}} / {{size}}",
    adjustMoney: "± Balance",
    adjustScore: "± Points",
    disable: "Disable",
    enable: "Enable",
    disabled: "Member {{username}} disabled; their sessions have ended",
    enabled: "Member {{username}} enabled",
    approve: "Approve",
    approveSelected: "Approve selected",
    approved: "{{count}} member(s) approved",
  },
  ledger: {
    member: "Member",
    chooseMember: "Choose a member",
    moneyChange: "Change (yuan)",
    scoreChange: "Change (points)",
    after: "After",
    memo: "Remark",
    currentMoney: "Current balance (yuan)",
    currentScore: "Current points",
    changeHelp: "Positive adds, negative spends; the result cannot go below 0",
    moneyTitle: "Adjust member balance",
    scoreTitle: "Adjust member points",
    saved: "Written to the ledger: {{before}} → {{after}}",
  },
};
