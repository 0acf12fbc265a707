import { z } from "zod";
import type { AdminContext } from "../../admin/crud/context.ts";
import { crud, type Trx } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";
import { assertAdminsManageable, assertGroupsGrantable, groupsOfAdmins } from "../../admin/gate/grants.ts";
import { enableStatus } from "../../admin/schemas/common.schema.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { hashPassword } from "../../auth/password.ts";
import { nowSeconds } from "../../envelope.ts";
import { adminAddInput, adminEditInput } from "./admin.schema.ts";

/** What the admin list shows; the password hash is not a column of it and never leaves the server. */
const adminRow = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string(),
  mobile: z.string(),
  motto: z.string(),
  login_failure: z.number(),
  last_login_time: z.number().nullable(),
  last_login_ip: z.string(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const admins = crud({
  table: "admin",
  node: "auth/admin",
  row: adminRow,
  quickSearch: ["username", "nickname"],
  defaultOrder: "id,asc",
  decorate: async (rows, ctx) => {
    const groups = await groupsOfAdmins(
      ctx.services.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const own = groups.get(row.id) ?? [];
      return { ...row, group_arr: own.map((g) => g.id), group_name_arr: own.map((g) => g.name) };
    });
  },
});

async function setGroups(trx: Trx, adminId: number, groupIds: number[]) {
  await trx.deleteFrom("admin_group_access").where("admin_id", "=", adminId).execute();
  await trx
    .insertInto("admin_group_access")
    .values([...new Set(groupIds)].map((group_id) => ({ admin_id: adminId, group_id })))
    .execute();
}

async function checkEdit(trx: Trx, input: z.output<typeof adminEditInput>, ctx: AdminContext) {
  await assertAdminsManageable(trx, ctx, [input.id]);
  if (input.id === ctx.admin.id) {
    if (input.status === "disable") throw refused("cannotDisableSelf");
    const current = (await groupsOfAdmins(trx, [input.id])).get(input.id) ?? [];
    const same = new Set(current.map((g) => g.id));
    const wanted = new Set(input.group_arr);
    if (same.size !== wanted.size || [...wanted].some((id) => !same.has(id)))
      throw refused("cannotChangeOwnGroups");
  } else {
    await assertGroupsGrantable(trx, ctx, input.group_arr);
  }
}

/** auth/admin: the administrators, their groups and passwords (argon2id, never answered). */
export const adminRouter = router({
  index: admins.index(),
  get: admins.get(),
  exportCsv: admins.exportCsv(),
  add: admins.add(adminAddInput, async (trx, input, ctx) => {
    await assertGroupsGrantable(trx, ctx, input.group_arr);
    const now = nowSeconds();
    const { group_arr, password, ...values } = input;
    const { id } = await trx
      .insertInto("admin")
      .values({ ...values, password: await hashPassword(password), create_time: now, update_time: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setGroups(trx, id, group_arr);
    return id;
  }),
  edit: admins.edit(adminEditInput, async (trx, input, ctx) => {
    await checkEdit(trx, input, ctx);
    const { id, group_arr, password, ...values } = input;
    await trx
      .updateTable("admin")
      .set({
        ...values,
        ...(password ? { password: await hashPassword(password) } : {}),
        update_time: nowSeconds(),
      })
      .where("id", "=", id)
      .execute();
    await setGroups(trx, id, group_arr);
    if (password || values.status === "disable") {
      // A new password or a disabled account ends the sessions of that admin.
      await trx
        .deleteFrom("token")
        .where("user_id", "=", id)
        .where("type", "in", ["admin", "admin-refresh"])
        .execute();
    }
  }),
  del: admins.del({
    before: async (trx, ids, ctx) => {
      if (ids.includes(ctx.admin.id)) throw refused("cannotDeleteSelf");
      await assertAdminsManageable(trx, ctx, ids);
      await trx.deleteFrom("admin_group_access").where("admin_id", "in", ids).execute();
      await trx
        .deleteFrom("token")
        .where("user_id", "in", ids)
        .where("type", "in", ["admin", "admin-refresh"])
        .execute();
    },
  }),
});
