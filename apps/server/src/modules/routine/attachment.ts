import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { removeStoredFiles } from "../../services/upload.ts";

/** routine/attachment: deleting rows removes their stored files, once no other row names them. */
export const attachmentHooks: CollectionHooks = {
  beforeDelete: async (trx, ids) => {
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
  afterDelete: (urls, ctx) => removeStoredFiles(ctx.services, (urls as string[] | undefined) ?? []),
};
