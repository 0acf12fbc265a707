import type { Lang } from "@corp/domain/lang";
import { corp } from "../../app/api.ts";

/**
 * The preview's HTML made to work from a `blob:` address: its root-relative addresses (assets, links)
 * resolve against the site, as they do on the public page.
 */
export function previewDocument(html: string, origin: string): string {
  const base = `<base href="${origin}/">`;
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${html}`;
}

/**
 * Opens an article's preview in a new tab: the server renders it as the public page will be, for this
 * admin only (his token travels in a header), and the tab shows it from a `blob:` address that no one
 * else can open; `lang` "en" shows its English page. The tab is opened at the click, so no pop-up blocker
 * stops it.
 */
export async function openArticlePreview(id: number, lang: Lang = "zh-cn"): Promise<void> {
  const tab = window.open("", "_blank");
  const query = lang === "zh-cn" ? "" : `?lang=${lang}`;
  const response = await corp.rawFetch(`${window.location.origin}/preview/article/${id}${query}`);
  const html = previewDocument(await response.text(), window.location.origin);
  const url = URL.createObjectURL(new Blob([html], { type: "text/html" }));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  // The tab has loaded the document by then; the address is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
