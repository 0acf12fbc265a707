import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import type { AdminContext } from "../../admin/crud/context.ts";
import type { Trx } from "../../admin/crud/crud.ts";
import { badParameter, refused } from "../../admin/crud/errors.ts";
import { endSessions } from "../../auth/end-sessions.ts";
import { nowSeconds } from "../../envelope.ts";
import { tellApproved } from "./approval-mails.ts";
import { isStoredAvatar } from "./stored-avatar.ts";
import { uploadUsage } from "./upload-quota.ts";

/** Refuses a username, email or mobile another member has, by name. */
async function assertIdentityFree(trx: Trx, values: Record<string, unknown>, id: number) {
  const username = String(values.username);
  const email = String(values.email ?? "");
  const mobile = String(values.mobile ?? "");
  const taken = await trx
    .selectFrom("user")
    .select(["username", "email", "mobile"])
    .where("id", "<>", id)
    .where((eb) =>
      eb.or([
        eb("username", "=", username),
        ...(email ? [eb("email", "=", email)] : []),
        ...(mobile ? [eb("mobile", "=", mobile)] : []),
      ]),
    )
    .execute();
  for (const row of taken) {
    if (row.username === username) throw refused("usernameTaken");
    if (email && row.email === email) throw refused("emailTaken");
    if (mobile && row.mobile === mobile) throw refused("mobileTaken");
  }
}

/** The edits (by their call) that set a waiting member's status to enabled, told once committed. */
const approving = new WeakSet<AdminContext>();

/**
 * user/user, the declared collection's hooks: an avatar must be the site's own upload, the group must
 * exist, a username, email or mobile belongs to one member; a new password clears the failed logins, and
 * with a disabled (or pending) account ends the member's sessions (in the write's transaction: once the change is
 * visible, the old sessions are gone too); an edit enabling a waiting member approves him, told by mail.
 * The list carries each member's uploads.
 */
export const memberHooks: CollectionHooks = {
  beforeWrite: async (trx, id, values, ctx) => {
    if (!isStoredAvatar(ctx.services.files, String(values.avatar ?? "")))
      throw badParameter("avatarNotStored");
    const group = await trx
      .selectFrom("user_group")
      .select("id")
      .where("id", "=", Number(values.group_id))
      .executeTakeFirst();
    if (!group) throw refused("incorrectParameter");
    await assertIdentityFree(trx, values, id);
    if (id !== 0 && values.status === "enable") {
      const stored = await trx.selectFrom("user").select("status").where("id", "=", id).executeTakeFirst();
      if (stored?.status === "pending") approving.add(ctx);
    }
  },
  prepare: (values, _trx, id) => ({
    ...values,
    ...(id === 0 ? { join_time: nowSeconds() } : {}),
    ...(id !== 0 && values.password !== undefined ? { login_failure: 0 } : {}),
  }),
  afterWrite: async (trx, id, values, _ctx, created) => {
    // Disabled, or set back to wait for approval: either way no longer let in.
    if (!created && (values.password !== undefined || (values.status ?? "enable") !== "enable"))
      await endSessions(trx, "user", [id]);
  },
  // An edit that lets a waiting member in approves him, as the approve button does.
  afterEdit: (id, ctx) => {
    if (approving.delete(ctx)) tellApproved(ctx.services, [id]);
  },
  beforeDelete: (trx, ids) => endSessions(trx, "user", ids),
  decorate: async (rows, ctx) => {
    const usage = await uploadUsage(
      ctx.services.db,
      rows.map((r) => Number(r.id)),
    );
    return rows.map((row) => ({ ...row, upload: usage.get(Number(row.id)) }));
  },
};
