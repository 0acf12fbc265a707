import { articlePagePath } from "@corp/domain/public-pages";
import type { Trx } from "../../admin/crud/crud.ts";
import type { AppServices } from "../../services/app-services.ts";
import { pushSoon, queuePush } from "./push-queue.ts";

/**
 * After an article is written: when it is public now (published, its time come), its address is queued
 * for the search engines switched on, in the write's transaction, and sent once the answer is out. A
 * scheduled article is pushed by the button once it is out (its address answers 404 until then).
 */
export async function pushWrittenArticle(trx: Trx, services: AppServices, id: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const row = await trx
    .selectFrom("article")
    .select(["status", "publish_time"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (row?.status !== "published" || Number(row.publish_time ?? 0) > now) return;
  if ((await queuePush(services, [articlePagePath(id)], trx)) > 0) pushSoon(services);
}
