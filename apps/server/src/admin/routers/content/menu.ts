import { z } from "zod";
import { crud } from "../../crud/crud.ts";
import { assertDepth, assertNoOrphans, assertParentAllowed } from "../../crud/tree-guard.ts";
import { router } from "../../trpc/trpc.ts";
import { enableStatus } from "../common.schema.ts";
import { MENU_LEVELS, menuEditInput, menuInput } from "./menu.schema.ts";
import { insertRow, updateRow } from "./rows.ts";

const menuRow = z.object({
  id: z.number(),
  pid: z.number(),
  title: z.string(),
  title_en: z.string(),
  thumb: z.string(),
  path: z.string(),
  weigh: z.number(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const menus = crud({
  table: "menu",
  node: "content/menu",
  row: menuRow,
  quickSearch: ["title", "title_en", "path"],
});

/** content/menu: the public site's navigation, three levels, in drag order. */
export const menuRouter = router({
  index: menus.treeIndex(),
  get: menus.get(),
  exportCsv: menus.exportCsv(),
  add: menus.add(menuInput, async (trx, input) => {
    await assertParentAllowed(trx, "menu", 0, input.pid);
    await assertDepth(trx, "menu", 0, input.pid, MENU_LEVELS);
    return insertRow(trx, "menu", input);
  }),
  edit: menus.edit(menuEditInput, async (trx, { id, ...values }) => {
    await assertParentAllowed(trx, "menu", id, values.pid);
    await assertDepth(trx, "menu", id, values.pid, MENU_LEVELS);
    await updateRow(trx, "menu", id, values);
  }),
  del: menus.del({ before: (trx, ids) => assertNoOrphans(trx, "menu", ids) }),
  sortable: menus.sortable(),
});
