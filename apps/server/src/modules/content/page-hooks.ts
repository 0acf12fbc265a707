import { FIXED_PAGE_PATHS } from "@corp/domain/public-pages";
import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import type { Trx } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";

/** The slugs of the pages with a public route of their own (/us/company, /us/history, /contact). */
const isRoutePage = (slug: string) => FIXED_PAGE_PATHS.has(slug);

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
