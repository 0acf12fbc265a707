import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import type { Trx } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";

/** The slugs the public routes read (/us/company, /us/history, /contact). */
export const ROUTE_PAGE_SLUGS = ["company", "history", "contact"] as const;

const isRoutePage = (slug: string) => (ROUTE_PAGE_SLUGS as readonly string[]).includes(slug);

/** Refuses taking a public route's page away: deleting it or giving it another slug. */
async function assertRoutePagesKept(trx: Trx, ids: number[], newSlug?: unknown) {
  const rows = await trx.selectFrom("page").select("slug").where("id", "in", ids).execute();
  if (rows.some((r) => isRoutePage(r.slug) && r.slug !== newSlug)) throw refused("pageInUse");
}

/** content/page: the pages the public routes show stay where those routes find them. */
export const pageHooks: CollectionHooks = {
  beforeWrite: async (trx, id, values) => {
    if (id !== 0) await assertRoutePagesKept(trx, [id], values.slug);
  },
  beforeDelete: (trx, ids) => assertRoutePagesKept(trx, ids),
};
