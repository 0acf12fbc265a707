/** The search-engine push buttons (articles' row button, the push records' page). */
export const searchPushZhCn = {
  push: "推送到搜索引擎",
  pushSelected: "重新推送所选",
  queued: "已加入推送队列：{{count}} 条，稍后可在「搜索引擎推送」中查看结果",
};

export const searchPushEn: typeof searchPushZhCn = {
  push: "Push to search engines",
  pushSelected: "Push selected again",
  queued: "Queued for pushing: {{count}}; see the results under Search engine push",
};
