import type { ImportContext, ReportLine } from "./import-context.ts";
import { addRecord, addRedirect } from "./import-records.ts";
import { overLimits } from "./item-limits.ts";
import type { WxrTerm } from "./wxr.ts";

/**
 * A category's archive address on the old site: `/category/parent/child/`, as WordPress writes it for a
 * category under another (and answers for the child's slug alone too).
 */
function archivePaths(site: string, term: WxrTerm, bySlug: ReadonlyMap<string, WxrTerm>): string[] {
  const trail = [term.slug];
  const seen = new Set(trail);
  for (
    let parent = bySlug.get(term.parent);
    parent && !seen.has(parent.slug);
    parent = bySlug.get(parent.parent)
  ) {
    trail.unshift(parent.slug);
    seen.add(parent.slug);
  }
  const base = `${site.replace(/\/+$/, "")}/category/`;
  const full = `${base}${trail.join("/")}/`;
  const own = `${base}${term.slug}/`;
  return full === own ? [own] : [full, own];
}

/**
 * A category, under its parent's category (imported first: the plan puts parents before children). One
 * of the same name under the same parent here is used as it is; two of the same name under different
 * parents (WordPress tells them apart by slug) stay two. Its old archive addresses answer with a redirect
 * to its list. A name longer than this site's is reported, not cut.
 */
export async function importCategory(ctx: ImportContext, term: WxrTerm): Promise<ReportLine> {
  const { db } = ctx.services;
  const name = term.name.trim() || term.slug;
  const [oldUrl = "", ...otherUrls] = archivePaths(
    ctx.source,
    term,
    new Map(ctx.wxr.categories.map((category) => [category.slug, category])),
  );
  const head = { kind: "category" as const, id: term.id, title: name, oldUrl };
  const over = overLimits({ name });
  if (over.length > 0) return { ...head, result: "failed", notes: over };
  const pid = term.parent ? (ctx.categoryIds.get(term.parent) ?? 0) : 0;
  const { id, redirect } = await db.transaction().execute(async (trx) => {
    const same = await trx
      .selectFrom("category")
      .select("id")
      .where("name", "=", name)
      .where("pid", "=", pid)
      .orderBy("id")
      .executeTakeFirst();
    const categoryId =
      same?.id ??
      (
        await trx
          .insertInto("category")
          .values({ pid, name, name_en: "", weigh: 0, status: "enable" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const newUrl = `/list?cid=${categoryId}`;
    const none = await addRedirect(trx, ctx.services.reservedAddresses, oldUrl, newUrl);
    for (const other of otherUrls) await addRedirect(trx, ctx.services.reservedAddresses, other, newUrl);
    await addRecord(trx, ctx, {
      kind: "category",
      id: term.id,
      title: name,
      targetId: categoryId,
      oldUrl,
      newUrl,
    });
    return { id: categoryId, redirect: none };
  });
  ctx.categoryIds.set(term.slug, id);
  return { ...head, result: "imported", notes: redirect ? [redirect] : [], newUrl: `/list?cid=${id}` };
}
