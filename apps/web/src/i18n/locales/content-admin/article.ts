import type { TextsLike } from "../locale-shape.ts";

/** content/article: 文章. */
export const articleZhCn = {
  states: {
    draft: "草稿",
    scheduled: "定时发布",
    published: "已发布",
  },
  preview: "预览",
  previewEnglish: "预览英文页面",
  revisions: "历史版本",
  revisionsTitle: "「{{title}}」的历史版本",
  noRevisions: "暂无历史版本",
  savedBy: "{{time}} · {{admin}}",
  compare: "与当前版本比较",
  restore: "还原此版本",
  restoreConfirm: "用这个版本替换当前内容吗？当前内容会保留为一个历史版本。",
  restored: "已还原",
  unchanged: "与当前版本相同",
  field: "字段",
  before: "该版本",
  after: "当前",
};

export const articleEn: TextsLike<typeof articleZhCn> = {
  states: {
    draft: "Draft",
    scheduled: "Scheduled",
    published: "Published",
  },
  preview: "Preview",
  previewEnglish: "Preview the English page",
  revisions: "Revisions",
  revisionsTitle: "Revisions of “{{title}}”",
  noRevisions: "No revisions yet",
  savedBy: "{{time}} · {{admin}}",
  compare: "Compare with the current version",
  restore: "Restore this version",
  restoreConfirm: "Replace the current content with this version? The current content is kept as a revision.",
  restored: "Restored",
  unchanged: "Same as the current version",
  field: "Field",
  before: "This version",
  after: "Current",
};
