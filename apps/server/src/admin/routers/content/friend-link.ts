import { z } from "zod";
import { crud } from "../../crud/crud.ts";
import { router } from "../../trpc/trpc.ts";
import { enableStatus } from "../common.schema.ts";
import { friendLinkEditInput, friendLinkInput } from "./friend-link.schema.ts";
import { insertRow, updateRow } from "./rows.ts";

const friendLinkRow = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string(),
  weigh: z.number(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const links = crud({
  table: "friend_link",
  node: "content/friendLink",
  row: friendLinkRow,
  quickSearch: ["title", "link"],
});

/** content/friendLink: the footer's friendly links, in drag order. */
export const friendLinkRouter = router({
  index: links.index(),
  get: links.get(),
  exportCsv: links.exportCsv(),
  add: links.add(friendLinkInput, (trx, input) => insertRow(trx, "friend_link", input)),
  edit: links.edit(friendLinkEditInput, (trx, { id, ...values }) =>
    updateRow(trx, "friend_link", id, values),
  ),
  del: links.del(),
  sortable: links.sortable(),
});
