import { AppError } from "../../errors.ts";
import { storeUpload } from "../../services/upload.ts";
import type { ImportContext, ReportLine } from "./import-context.ts";
import { addRecord, addRedirect } from "./import-records.ts";
import { uploadsPathOf } from "./wp-html.ts";
import type { WxrItem } from "./wxr.ts";

const line = (kind: ReportLine["kind"], item: { id: number; title: string }) => ({
  kind,
  id: item.id,
  title: item.title,
});

/** An attachment's place under `wp-content/uploads/` (`2025/03/photo.jpg`), or undefined when it names none. */
export const attachmentPathOf = (item: WxrItem): string | undefined =>
  item.meta._wp_attached_file || uploadsPathOf(item.attachmentUrl);

/**
 * A media file: read from where the run takes media (the old site, a zip or a folder), checked and kept
 * as any upload (the site's allowed types and size), listed among the attachments; its old address
 * answers with a redirect to the new one. A file that cannot be had is skipped with a note saying why.
 */
export async function importAttachment(ctx: ImportContext, item: WxrItem): Promise<ReportLine> {
  const path = attachmentPathOf(item);
  const head = { ...line("attachment", item), oldUrl: item.attachmentUrl };
  if (!path) return { ...head, result: "skipped", notes: [{ key: "importNoteNoFile" }] };
  const got = await ctx.media.get(path, item.attachmentUrl, ctx.limits.maxSize);
  if (!Buffer.isBuffer(got)) return { ...head, result: "skipped", notes: [got] };
  const name = path.split("/").pop() ?? path;
  let stored: Awaited<ReturnType<typeof storeUpload>>;
  try {
    stored = await storeUpload(
      ctx.services,
      {
        file: { name, type: "", bytes: got, truncated: false },
        limits: ctx.limits,
        topic: "wordpress",
        lang: ctx.lang,
      },
      ctx.adminId ? { adminId: ctx.adminId } : {},
    );
  } catch (error) {
    if (error instanceof AppError)
      return {
        ...head,
        result: "skipped",
        notes: [{ key: error.key === "uploadTooLarge" ? "importNoteTooLarge" : "importNoteTypeRefused" }],
      };
    throw error;
  }
  const newUrl = stored.url;
  const redirect = await ctx.services.db.transaction().execute(async (trx) => {
    const none = await addRedirect(trx, ctx.services.reservedAddresses, item.attachmentUrl, newUrl);
    await addRecord(trx, ctx, {
      kind: "attachment",
      id: item.id,
      title: item.title || name,
      targetId: stored.id,
      oldUrl: item.attachmentUrl,
      newUrl,
    });
    return none;
  });
  ctx.mediaUrls.set(path, newUrl);
  ctx.attachmentUrls.set(item.id, newUrl);
  return { ...head, result: "imported", notes: redirect ? [redirect] : [], newUrl };
}
