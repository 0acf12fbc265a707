import { admin } from "./auth/admin.ts";
import { adminGroup } from "./auth/admin-group.ts";
import { adminLog } from "./auth/admin-log.ts";
import { adminRule } from "./auth/admin-rule.ts";
import { article } from "./content/article.ts";
import { banner } from "./content/banner.ts";
import { category } from "./content/category.ts";
import { corp } from "./content/corp.ts";
import { friendLink } from "./content/friend-link.ts";
import { importRecord } from "./content/import-record.ts";
import { importRun } from "./content/import-run.ts";
import { lead } from "./content/lead.ts";
import { menu } from "./content/menu.ts";
import { page } from "./content/page.ts";
import { pageArticle } from "./content/page-article.ts";
import { pageMeta } from "./content/page-meta.ts";
import { redirect } from "./content/redirect.ts";
import { searchPush } from "./content/search-push.ts";
import { topic } from "./content/topic.ts";
import { crudLog } from "./designer/crud-log.ts";
import { moduleStore } from "./market/module.ts";
import { member } from "./members/member.ts";
import { memberGroup } from "./members/member-group.ts";
import { memberRule } from "./members/member-rule.ts";
import { moneyLog } from "./members/money-log.ts";
import { scoreLog } from "./members/score-log.ts";
import { attachment } from "./routine/attachment.ts";
import { backupRun } from "./routine/backup-run.ts";
import { config } from "./routine/config.ts";
import { dataRecycle } from "./security/data-recycle.ts";
import { dataRecycleLog } from "./security/data-recycle-log.ts";
import { sensitiveData } from "./security/sensitive-data.ts";
import { sensitiveDataLog } from "./security/sensitive-data-log.ts";

/**
 * Every declared collection. A new admin table is its declaration, one line here and its migration
 * (docs/architecture.md); its router, rules, texts and page follow from the declaration.
 */
export const COLLECTIONS = [
  config,
  admin,
  adminGroup,
  adminRule,
  adminLog,
  article,
  category,
  topic,
  banner,
  corp,
  menu,
  friendLink,
  page,
  pageArticle,
  pageMeta,
  redirect,
  searchPush,
  lead,
  importRun,
  importRecord,
  attachment,
  backupRun,
  member,
  memberGroup,
  memberRule,
  moneyLog,
  scoreLog,
  dataRecycleLog,
  sensitiveDataLog,
  dataRecycle,
  sensitiveData,
  crudLog,
  moduleStore,
] as const;

export type DeclaredCollection = (typeof COLLECTIONS)[number];

/** The collection whose page is `node` ("content/friendLink"). */
export function collectionOf(node: string): DeclaredCollection | undefined {
  return COLLECTIONS.find((c) => c.node === node);
}

/** Collections by table name, for typing the database (`packages/db`). */
export type CollectionsByTable = { [C in DeclaredCollection as C["table"]]: C };
