/** The address of the 404 page. */
const NOT_FOUND_PATH = "/404";

/**
 * SPEC §2: an unknown path leads to /404. The server answers it in place with status 404 (what search
 * engines need); the address bar then shows /404 without another request.
 */
export function showNotFoundAddress(doc: Document = document): void {
  if (doc.body.dataset.page === "notFound" && doc.location.pathname !== NOT_FOUND_PATH) {
    history.replaceState(history.state, "", NOT_FOUND_PATH);
  }
}
