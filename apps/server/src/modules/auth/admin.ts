import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { refused } from "../../admin/crud/errors.ts";
import { assertAdminsManageable, assertGroupsGrantable, groupsOfAdmins } from "../../admin/gate/grants.ts";
import { endSessions } from "../../auth/end-sessions.ts";

/**
 * auth/admin, the declared collection's hooks: an admin gives only groups he could grant, manages only
 * admins he could, never disables, deletes or regroups himself; a new password or a disabled account ends
 * that admin's sessions.
 */
export const adminHooks: CollectionHooks = {
  beforeWrite: async (trx, id, values, ctx) => {
    const groups = (values.group_arr as number[] | undefined) ?? [];
    if (id === 0) {
      await assertGroupsGrantable(trx, ctx, groups);
      return;
    }
    await assertAdminsManageable(trx, ctx, [id]);
    if (id === ctx.admin.id) {
      if (values.status === "disable") throw refused("cannotDisableSelf");
      const current = new Set(((await groupsOfAdmins(trx, [id])).get(id) ?? []).map((g) => g.id));
      const wanted = new Set(groups);
      if (current.size !== wanted.size || [...wanted].some((g) => !current.has(g)))
        throw refused("cannotChangeOwnGroups");
    } else {
      await assertGroupsGrantable(trx, ctx, groups);
    }
  },
  afterWrite: async (trx, id, values, _ctx, created) => {
    if (!created && (values.password !== undefined || values.status === "disable"))
      await endSessions(trx, "admin", [id]);
  },
  beforeDelete: async (trx, ids, ctx) => {
    if (ids.includes(ctx.admin.id)) throw refused("cannotDeleteSelf");
    await assertAdminsManageable(trx, ctx, ids);
    await trx.deleteFrom("admin_group_access").where("admin_id", "in", ids).execute();
    await endSessions(trx, "admin", ids);
  },
};
