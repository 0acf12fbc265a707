import { htmlLang, type Lang } from "@corp/domain/lang";
import { t } from "@corp/domain/messages";

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A failure as a page: what a browser shows when the request itself was refused (a malformed address)
 * or the server cannot answer (the database is down), where the public 404 page cannot be rendered.
 * With `requestId` (a failure of the server's own), the page shows it for the visitor to quote.
 */
export function failurePage(status: number, message: string, lang: Lang, requestId?: string): string {
  const text = escapeHtml(message);
  const reference = requestId
    ? `<p><small>${escapeHtml(t("requestIdShown", lang, { id: requestId }))}</small></p>`
    : "";
  return (
    `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${status} ${text}</title></head><body><main><h1>${status}</h1><p>${text}</p>${reference}` +
    `<p><a href="/">${escapeHtml(t("backHome", lang))}</a></p></main></body></html>`
  );
}
