import { z } from "zod";
import { crud } from "../../admin/crud/crud.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { removeStoredFiles } from "../../services/upload.ts";
import { attachmentEditInput } from "./attachment.schema.ts";

const attachmentRow = z.object({
  id: z.number(),
  topic: z.string(),
  admin_id: z.number().nullable(),
  user_id: z.number().nullable(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  name: z.string(),
  size: z.number(),
  mimetype: z.string(),
  quote: z.number(),
  storage: z.string(),
  sha1: z.string(),
  create_time: z.number(),
  last_upload_time: z.number(),
});

const attachments = crud({
  table: "attachment",
  node: "routine/attachment",
  row: attachmentRow,
  quickSearch: ["name", "topic", "mimetype"],
  defaultOrder: "last_upload_time,desc",
});

/** routine/attachment: the uploaded files; deleting a row removes its stored file. */
export const attachmentRouter = router({
  index: attachments.index(),
  get: attachments.get(),
  exportCsv: attachments.exportCsv(),
  edit: attachments.edit(attachmentEditInput, async (trx, input) => {
    await trx.updateTable("attachment").set({ name: input.name }).where("id", "=", input.id).execute();
  }),
  del: attachments.del({
    before: async (trx, ids) => {
      const rows = await trx.selectFrom("attachment").select("url").where("id", "in", ids).execute();
      const urls = rows.map((r) => r.url);
      const shared = await trx
        .selectFrom("attachment")
        .select("url")
        .where("url", "in", urls)
        .where("id", "not in", ids)
        .execute();
      const keep = new Set(shared.map((r) => r.url));
      return urls.filter((u) => !keep.has(u));
    },
    after: (urls, ctx) => removeStoredFiles(ctx.services, urls ?? []),
  }),
});
