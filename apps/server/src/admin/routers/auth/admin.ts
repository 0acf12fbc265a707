import { passwordPattern, usernamePattern } from "@corp/domain/account";
import { z } from "zod";
import { hashPassword } from "../../../auth/password.ts";
import { nowSeconds } from "../../../envelope.ts";
import type { AdminContext } from "../../crud/context.ts";
import { crud, type Trx } from "../../crud/crud.ts";
import { refused } from "../../crud/errors.ts";
import { router } from "../../trpc/trpc.ts";
import { assertAdminsManageable, assertGroupsGrantable, groupsOfAdmins } from "./grants.ts";

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
  status: z.enum(["enable", "disable"]),
  create_time: z.number(),
  update_time: z.number(),
});

const fields = {
  username: z.string().regex(usernamePattern),
  nickname: z.string().trim().min(1).max(50),
  avatar: z.string().max(255).default(""),
  email: z.union([z.literal(""), z.email().max(100)]).default(""),
  mobile: z.union([z.literal(""), z.string().regex(/^1[3-9]\d{9}$/)]).default(""),
  motto: z.string().max(255).default(""),
  status: z.enum(["enable", "disable"]).default("enable"),
  group_arr: z.array(z.coerce.number().int().positive()).min(1).max(50),
};

const addInput = z.object({ ...fields, password: z.string().regex(passwordPattern) });
const editInput = z.object({
  ...fields,
  id: z.coerce.number().int().positive(),
  /** Empty keeps the current password. */
  password: z.union([z.literal(""), z.string().regex(passwordPattern)]).optional(),
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

async function checkEdit(trx: Trx, input: z.output<typeof editInput>, ctx: AdminContext) {
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
  add: admins.add(addInput, async (trx, input, ctx) => {
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
  edit: admins.edit(editInput, async (trx, input, ctx) => {
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
