import { z } from "zod";
import { crud } from "../../crud/crud.ts";
import { router } from "../../trpc/trpc.ts";
import { enableStatus } from "../common.schema.ts";
import { insertRow, updateRow } from "./rows.ts";
import { topicEditInput, topicInput } from "./topic.schema.ts";

const topicRow = z.object({
  id: z.number(),
  title: z.string(),
  title_en: z.string(),
  summary: z.string(),
  image: z.string(),
  weigh: z.number(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const topics = crud({
  table: "topic",
  node: "content/topic",
  row: topicRow,
  quickSearch: ["title", "title_en"],
});

/** content/topic: the special reports; deleting one leaves its articles without a topic. */
export const topicRouter = router({
  index: topics.index(),
  get: topics.get(),
  exportCsv: topics.exportCsv(),
  add: topics.add(topicInput, (trx, input) => insertRow(trx, "topic", input)),
  edit: topics.edit(topicEditInput, (trx, { id, ...values }) => updateRow(trx, "topic", id, values)),
  del: topics.del(),
  sortable: topics.sortable(),
});
