import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { refused } from "../../admin/crud/errors.ts";

/**
 * user/group, the declared collection's hooks: a group with members cannot go (they would lose every
 * grant), nor the last group (registration puts new members in one).
 */
export const memberGroupHooks: CollectionHooks = {
  beforeDelete: async (trx, ids) => {
    const used = await trx.selectFrom("user").select("id").where("group_id", "in", ids).executeTakeFirst();
    if (used) throw refused("memberGroupInUse");
    // Locked, so two admins deleting the last two groups at once cannot both succeed.
    const all = await trx.selectFrom("user_group").select("id").forUpdate().execute();
    if (all.every((g) => ids.includes(g.id))) throw refused("memberGroupLast");
  },
};
