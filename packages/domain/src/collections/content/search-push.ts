import { defineCollection } from "../collection.ts";
import { EXAMPLES, field } from "../fields.ts";
import { texts } from "../texts.ts";

/** The search engines a public address is pushed to, each switched on with its key in the settings. */
export const PUSH_ENGINES = ["baidu", "indexnow"] as const;
export type PushEngine = (typeof PUSH_ENGINES)[number];

/** What IndexNow takes as a key: 8 to 128 letters, digits or dashes (the site serves it at `/<key>.txt`). */
export const INDEXNOW_KEY = /^[A-Za-z0-9-]{8,128}$/;

/**
 * content/searchPush: the addresses pushed to search engines (Baidu's link push, IndexNow), one row per
 * address and engine. A publish or an edit of a public article queues its address; each server sends
 * what is due, and a refusal or an unreachable engine is tried again later (after 1, 5 and 30 minutes,
 * 2 and 12 hours), then marked failed with the engine's answer. `push` sends rows again now. Not a
 * public table: no public answer shows it.
 */
export const searchPush = defineCollection({
  table: "search_push",
  node: "content/searchPush",
  title: texts("搜索引擎推送", "Search engine push"),
  one: texts("推送记录", "push"),
  icon: "fa fa-paper-plane",
  menuOrder: 12,
  actions: ["index", "del"],
  buttons: ["push"],
  fields: {
    id: field.id({ list: {} }),
    engine: field.choice(PUSH_ENGINES, {
      label: texts("搜索引擎", "Engine"),
      initial: "baidu",
      labels: { baidu: texts("百度", "Baidu"), indexnow: texts("IndexNow", "IndexNow") },
    }),
    url: field.kept(255, { label: texts("网址", "Address"), default: "''", example: EXAMPLES.url }),
    state: field.choice(["pending", "done", "failed"], {
      label: texts("结果", "Result"),
      initial: "pending",
      labels: {
        pending: texts("等待推送", "Waiting"),
        done: texts("已推送", "Pushed"),
        failed: texts("失败", "Failed"),
      },
      badges: { pending: "blue", done: "green", failed: "red" },
    }),
    attempts: field.keptNumber({ label: texts("尝试次数", "Attempts") }),
    /** The engine's last answer: its HTTP status and the start of its body, or why nothing came back. */
    answer: field.kept(500, { label: texts("搜索引擎的答复", "Engine's answer"), default: "''" }),
    /** When a waiting row is sent next (a row being sent is leased for two minutes). */
    next_time: field.keptTime({ label: texts("下次推送", "Next try"), list: { hidden: true } }),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: { quickSearch: ["url", "answer"], order: "id,desc" },
  watched: false,
  /** Partial (the migration's `where`): the waiting rows, by when they are due. */
  indexes: [{ columns: ["next_time"], unique: false }],
});
