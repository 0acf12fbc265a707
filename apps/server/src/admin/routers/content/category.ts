import { z } from "zod";
import { nowSeconds } from "../../../envelope.ts";
import { crud } from "../../crud/crud.ts";
import { assertNoOrphans, assertParentAllowed } from "../../crud/tree-guard.ts";
import { router } from "../../trpc/trpc.ts";
import { enableStatus } from "../common.schema.ts";
import { categoryEditInput, categoryInput } from "./category.schema.ts";

const categoryRow = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  name_en: z.string(),
  weigh: z.number(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const categories = crud({
  table: "category",
  node: "content/category",
  row: categoryRow,
  quickSearch: ["name", "name_en"],
});

/** content/category: the article categories (a tree); one with articles cannot be deleted. */
export const categoryRouter = router({
  index: categories.treeIndex(),
  get: categories.get(),
  exportCsv: categories.exportCsv(),
  add: categories.add(categoryInput, async (trx, input) => {
    await assertParentAllowed(trx, "category", 0, input.pid);
    const now = nowSeconds();
    const { id } = await trx
      .insertInto("category")
      .values({ ...input, create_time: now, update_time: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }),
  edit: categories.edit(categoryEditInput, async (trx, { id, ...values }) => {
    await assertParentAllowed(trx, "category", id, values.pid);
    await trx
      .updateTable("category")
      .set({ ...values, update_time: nowSeconds() })
      .where("id", "=", id)
      .execute();
  }),
  del: categories.del({ before: (trx, ids) => assertNoOrphans(trx, "category", ids) }),
  sortable: categories.sortable(),
});
