import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { refused } from "../../admin/crud/errors.ts";
import { isRedirectTarget, loopFrom, type RedirectRule } from "../site/index.ts";

/**
 * content/redirect: a new address must be a path of this site or an http(s) address, and a rule is
 * refused when following the enabled rules with it from its old path comes back round (a loop, which a
 * browser would end with an error). A write is seen by this server's answers at once.
 */
/** A path as a visitor's request is matched against it: percent-decoded where it decodes. */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export const redirectHooks: CollectionHooks = {
  beforeWrite: async (trx, id, written, ctx) => {
    // An edit may send only what it changes (a list's switch): the stored row fills the rest.
    const stored =
      id === 0
        ? undefined
        : await trx
            .selectFrom("redirect")
            .select(["source", "match", "target", "status"])
            .where("id", "=", id)
            .executeTakeFirst();
    const values: Record<string, unknown> = { ...stored, ...written };
    const target = String(values.target ?? "");
    if (!isRedirectTarget(target)) throw refused("redirectTarget");
    const reserved = ctx.services.reservedAddresses.of(decodedPath(String(values.source ?? "")));
    if (reserved) throw refused("redirectReserved", { path: reserved });
    const others = await trx
      .selectFrom("redirect")
      .select(["id", "source", "match", "target", "code"])
      .where("status", "=", "enable")
      .where("id", "<>", id)
      .execute();
    if (values.status === "disable") return;
    const rule = {
      id,
      source: String(values.source),
      match: values.match,
      target,
      code: 301,
    } as RedirectRule;
    const rules = [...(others as RedirectRule[]), rule];
    const loop = loopFrom(rules, rule.source);
    if (loop !== undefined) throw refused("redirectLoop", { path: loop });
  },
  afterWrite: async (_trx, _id, _values, ctx) => {
    ctx.services.redirects.forget();
  },
  afterDelete: async (_prepared, ctx) => {
    ctx.services.redirects.forget();
  },
};
