let serverOrigin = "http://localhost";

/** The server render tells which origin the page is served from (there is no window there). */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The site's origin: the page's own in the browser, the request's during a server render. */
export function siteOrigin(): string {
  return typeof window === "undefined" ? serverOrigin : window.location.origin;
}
