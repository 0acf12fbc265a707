/** Letters, digits and `-._~`: RFC 3986's unreserved characters, whose percent-encoding means themselves. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** `%61` -> `a`; an encoding of anything else is kept as sent (its hex digits in capitals). */
function decodeUnreserved(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (_encoded, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/** RFC 3986 §5.2.4 on a path already split at its slashes: `.` goes, `..` takes the segment before it. */
function withoutDotSegments(path: string): string {
  const kept: string[] = [];
  const segments = path.split("/").slice(1);
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    if (segment === "..") kept.pop();
    if (segment === "." || segment === "..") {
      if (last) kept.push("");
      continue;
    }
    kept.push(segment);
  }
  return `/${kept.join("/")}`;
}

/** True when the path may differ from its normal form; most requests' paths are already normal. */
const MAY_CHANGE = /%|\/\/|\/\.\.?(\/|$)/;

/**
 * The request address with its path in one spelling, before the admin entry's rewrite and the router
 * read it: percent-encoded letters, digits and `-._~` decoded, runs of slashes made one, `.` and `..`
 * segments resolved. `/%61dmin/index/login`, `//admin/index/login` and `/x/../admin/index/login` are
 * all `/admin/index/login`, so no spelling reaches a route that the entry's check did not see. Letter
 * case is left as sent: the router and the entry's check both read paths without it. The query string
 * is left as sent.
 */
export function normalRequestUrl(url: string): string {
  const cut = url.indexOf("?");
  const path = cut === -1 ? url : url.slice(0, cut);
  if (!path.startsWith("/") || !MAY_CHANGE.test(path)) return url;
  const query = cut === -1 ? "" : url.slice(cut);
  const normal = withoutDotSegments(decodeUnreserved(path).replace(/\/{2,}/g, "/"));
  return normal + query;
}
