import type { TableName } from "@corp/db/schema";

/** A controller whose rows the recycle bin and the sensitive-data log may watch. */
export type WatchedController = { table: TableName };

/**
 * Every controller the data-security rules may name, with the table its procedures write (ADR 0016): one
 * line each. A controller listed here whose `del` and `edit` come from the CRUD factory keeps deleted rows
 * in the recycle bin and logs edits of watched fields as soon as a rule (security/dataRecycle,
 * security/sensitiveData) names it. Not listed: attachments (their files are removed with the row) and
 * the logs themselves.
 */
export const WATCHED_CONTROLLERS: Readonly<Record<string, WatchedController>> = {
  "auth/admin": { table: "admin" },
  "auth/group": { table: "admin_group" },
  "auth/rule": { table: "admin_rule" },
  "routine/config": { table: "config" },
  "content/article": { table: "article" },
  "content/category": { table: "category" },
  "content/topic": { table: "topic" },
  "content/banner": { table: "banner" },
  "content/corp": { table: "corp" },
  "content/menu": { table: "menu" },
  "content/friendLink": { table: "friend_link" },
  "content/page": { table: "page" },
  "content/pageArticle": { table: "page_article" },
  "content/pageMeta": { table: "page_meta" },
  "security/dataRecycle": { table: "security_data_recycle" },
  "security/sensitiveData": { table: "security_sensitive_data" },
};

/** The table of a watched controller, when `table` is the one it writes. */
export function isWatched(controller: string, table: string): boolean {
  return Object.hasOwn(WATCHED_CONTROLLERS, controller) && WATCHED_CONTROLLERS[controller]?.table === table;
}

/** True for a table some watched controller writes: the only tables a restore or rollback touches. */
export function isWatchedTable(table: string): boolean {
  return Object.values(WATCHED_CONTROLLERS).some((w) => w.table === table);
}
