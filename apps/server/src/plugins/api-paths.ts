/** Paths that belong to the API: an unknown one answers a JSON 404, never the web app. */
export const API_PREFIXES = [
  "/api/",
  "/admin/index/",
  "/admin/ajax/",
  "/admin/trpc/",
  "/openapi.json",
  "/docs",
] as const;

export function isApiPath(url: string): boolean {
  const path = url.toLowerCase();
  return API_PREFIXES.some((p) => path.startsWith(p));
}

/** A browser asking for a page (not a script asking for data): its failures are answered as HTML. */
export function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  return (method === "GET" || method === "HEAD") && (accept ?? "").includes("text/html") && !isApiPath(url);
}
