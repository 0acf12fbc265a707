import type { TextsLike } from "../locale-shape.ts";

/** content/lead: 在线留言, the leads inbox. */
export const leadZhCn = {
  view: "查看",
  detailTitle: "留言详情",
  unassigned: "未分配",
  markHandled: "标为已处理",
  markSpam: "标为垃圾留言",
  markNew: "标为新留言",
  marked: "已更新 {{count}} 条留言",
};

export const leadEn: TextsLike<typeof leadZhCn> = {
  view: "View",
  detailTitle: "Lead",
  unassigned: "Unassigned",
  markHandled: "Mark handled",
  markSpam: "Mark as spam",
  markNew: "Mark as new",
  marked: "{{count}} leads updated",
};
