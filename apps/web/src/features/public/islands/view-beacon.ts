/**
 * A page loaded ahead of the visit (speculation rules) was not counted by the server: the article page
 * counts its view when it is shown. A page loaded the normal way was counted when it was served.
 */
export function countViewWhenShown(doc: Document = document): void {
  const article = doc.querySelector<HTMLElement>("[data-article-id]")?.dataset.articleId;
  if (!article) return;
  const send = () => navigator.sendBeacon(`/api/portal/view?id=${encodeURIComponent(article)}`);
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener("prerenderingchange", send, { once: true });
    return;
  }
  const navigation = performance.getEntriesByType("navigation")[0] as
    | (PerformanceNavigationTiming & { deliveryType?: string })
    | undefined;
  if (navigation?.deliveryType === "navigational-prefetch") send();
}
