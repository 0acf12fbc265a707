import type { TextsLike } from "../locale-shape.ts";

/** content/topic: 专题. */
export const topicZhCn = {
  addTitle: "添加专题",
  editTitle: "编辑专题",
};

export const topicEn: TextsLike<typeof topicZhCn> = {
  addTitle: "Add topic",
  editTitle: "Edit topic",
};
