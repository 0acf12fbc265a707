import { ADMIN_BASE } from "./admin-entry.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The admin's calls outside /admin that answer only under a moved entry (admin-entry.ts, ADMIN_API). */
const ADMIN_API = ["/api/v6.store/", "/api/pay/check"];

/**
 * `/admin` where a text names an address (at its start, after a space, a bracket or a quote): not the
 * `admin` of a rule's name (auth/admin/edit), nor of a controller (auth.Admin).
 */
const ADDRESS = /(^|[\s(`'"])\/admin(?=$|[/\s)`'".,;:])/g;

/** A path of the contract as the site serves it under `entry`. */
function pathAt(path: string, entry: string): string {
  if (path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`)) return entry + path.slice(ADMIN_BASE.length);
  return ADMIN_API.some((base) => path.startsWith(base)) ? entry + path : path;
}

/** Every description and summary with `/admin` addresses under the entry. */
function textsAt(node: Json, entry: string): Json {
  if (Array.isArray(node)) return node.map((item) => textsAt(item, entry));
  if (!node || typeof node !== "object") return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      (key === "description" || key === "summary") && typeof value === "string"
        ? value.replace(ADDRESS, `$1${entry}`)
        : textsAt(value, entry);
  }
  return out;
}

/**
 * The contract as a site whose back office is moved to `entry` (`ADMIN_ENTRY`, SPEC §7) serves it: the
 * admin's operations at their addresses under the entry (`/backstage/index/login`), so that a client
 * generated from it, and Swagger UI's "Try it out", call them where they answer; their texts say so too.
 * The document itself when the entry is /admin.
 */
export function contractAtEntry<T extends object>(contract: T, entry: string): T {
  if (entry.toLowerCase() === ADMIN_BASE) return contract;
  const doc = contract as unknown as JsonObject;
  const paths = Object.fromEntries(
    Object.entries(doc.paths as JsonObject).map(([path, item]) => [pathAt(path, entry), item]),
  );
  const info = doc.info as JsonObject;
  const moved = textsAt({ ...doc, paths }, entry) as JsonObject;
  moved.info = {
    ...(moved.info as JsonObject),
    description:
      `${String(info.description ?? "").trimEnd()}\n` +
      `This site serves its back office at ${entry}: the admin's operations are listed at their addresses ` +
      `under it, and ${ADMIN_BASE} answers 404.\n`,
  };
  return moved as unknown as T;
}
