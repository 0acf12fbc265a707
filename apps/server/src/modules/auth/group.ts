import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import type { AdminContext } from "../../admin/crud/context.ts";
import type { Trx } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";
import { assertGroupsGrantable, assertRulesGrantable, groupsOfAdmins } from "../../admin/gate/grants.ts";

/** The groups the acting admin is in: they define what he holds. */
async function ownGroupIds(trx: Trx, ctx: AdminContext): Promise<number[]> {
  return ((await groupsOfAdmins(trx, [ctx.admin.id])).get(ctx.admin.id) ?? []).map((g) => g.id);
}

/**
 * auth/group, the declared collection's hooks: a non-super admin grants only rules he holds, never the
 * super flag, and changes or deletes only groups he could grant that are not his own (his own groups
 * define what he holds: changing them would be granting himself rules).
 */
export const adminGroupHooks: CollectionHooks = {
  beforeWrite: async (trx, id, values, ctx) => {
    if (id !== 0 && !ctx.permissions.isSuper) {
      if ((await ownGroupIds(trx, ctx)).includes(id)) throw refused("cannotChangeOwnGroups");
      await assertGroupsGrantable(trx, ctx, [id]);
    }
    if (values.super === true && !ctx.permissions.isSuper) throw refused("superGroupNotAllowed");
    assertRulesGrantable(ctx, (values.rules as number[] | undefined) ?? []);
  },
  // A super group grants every rule by its flag, so it keeps no rules of its own; an edit that leaves
  // the flag out keeps it as it is.
  prepare: async (values, trx, id) => {
    const { super: flag, ...rest } = values;
    const stored =
      flag === undefined && id !== 0
        ? (await trx.selectFrom("admin_group").select("super").where("id", "=", id).executeTakeFirst())?.super
        : flag;
    return {
      ...rest,
      ...(flag === undefined ? {} : { super: flag }),
      ...(stored === true ? { rules: [] } : {}),
    };
  },
  beforeDelete: async (trx, ids, ctx) => {
    const own = await ownGroupIds(trx, ctx);
    if (ids.some((id) => own.includes(id))) throw refused("groupInUseSelf");
    await assertGroupsGrantable(trx, ctx, ids);
  },
};
