import { addressLanguage, localizedPath } from "@corp/domain/language-address";

/**
 * SPEC §2: an unknown path leads to /404. The server answers it in place with status 404 (what search
 * engines need); the address bar then shows the 404 page's address in the page's language (`/404`,
 * `/en/404`) without another request.
 */
export function showNotFoundAddress(doc: Document = document): void {
  const notFound = localizedPath("/404", addressLanguage(doc.location.pathname).lang);
  if (doc.body.dataset.page === "notFound" && doc.location.pathname !== notFound) {
    history.replaceState(history.state, "", notFound);
  }
}
