import { sidePaths } from "./sides.ts";

const ENTRY = /^\/[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/;

/**
 * Where the client sends a request when the site serves its back office under a moved entry
 * (`ADMIN_ENTRY`, SPEC §7): the contract's `/admin/...` paths under the entry (`/backstage/...`) on the
 * client's own server; every other address as it is. The contract, the hooks and the sides keep
 * speaking of `/admin`.
 */
export function adminEntryAddress(baseUrl: string, entry: string | undefined): (url: string) => string {
  const base = sidePaths.admin.base;
  if (entry === undefined || entry.toLowerCase() === base) return (url) => url;
  if (!ENTRY.test(entry))
    throw new Error(`createCorpClient: adminEntry must be one path segment such as /backstage`);
  const prefix = `${baseUrl}${base}`;
  return (url) => {
    const next = url.charAt(prefix.length);
    const under = url.startsWith(prefix) && (next === "" || next === "/" || next === "?");
    return under ? `${baseUrl}${entry}${url.slice(prefix.length)}` : url;
  };
}
