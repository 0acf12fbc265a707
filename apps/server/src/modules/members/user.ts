import { fenToYuan } from "@corp/domain/money";
import { z } from "zod";
import { crud, type Trx } from "../../admin/crud/crud.ts";
import { badParameter, refused } from "../../admin/crud/errors.ts";
import { enableStatus } from "../../admin/schemas/common.schema.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { hashPassword } from "../../auth/password.ts";
import { nowSeconds } from "../../envelope.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { isStoredAvatar } from "./stored-avatar.ts";
import { uploadUsage } from "./upload-quota.ts";
import { memberAddInput, memberEditInput } from "./user.schema.ts";

/** What the member list shows; the password hash is not a column of it and never leaves the server. */
const memberRow = z.object({
  id: z.number(),
  group_id: z.number(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  birthday: z.string().nullable(),
  /** Fen. */
  money: z.number(),
  score: z.number(),
  last_login_time: z.number().nullable(),
  last_login_ip: z.string(),
  join_time: z.number().nullable(),
  motto: z.string(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const members = crud({
  table: "user",
  node: "user/user",
  row: memberRow,
  quickSearch: ["username", "nickname", "email", "mobile"],
  defaultOrder: "id,desc",
  exportAs: { money: (fen) => fenToYuan(Number(fen)) },
  decorate: async (rows, ctx) => {
    const ids = [...new Set(rows.map((r) => r.group_id))];
    const groups = ids.length
      ? await ctx.services.db.selectFrom("user_group").select(["id", "name"]).where("id", "in", ids).execute()
      : [];
    const name = new Map(groups.map((g) => [g.id, g.name]));
    const usage = await uploadUsage(
      ctx.services.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      ...row,
      group_name: name.get(row.group_id) ?? "",
      upload: usage.get(row.id),
    }));
  },
});

type MemberFields = Pick<z.output<typeof memberAddInput>, "username" | "email" | "mobile" | "group_id">;

/** An avatar that is not an upload of the site's own file store: 400, nothing saved. */
function checkAvatar(files: FileStore, avatar: string) {
  if (!isStoredAvatar(files, avatar)) throw badParameter("avatarNotStored");
}

/** Refuses a taken username, email or mobile (by another member) and an unknown group, by name. */
async function checkMember(trx: Trx, input: MemberFields, id = 0) {
  const group = await trx
    .selectFrom("user_group")
    .select("id")
    .where("id", "=", input.group_id)
    .executeTakeFirst();
  if (!group) throw refused("incorrectParameter");
  const taken = await trx
    .selectFrom("user")
    .select(["username", "email", "mobile"])
    .where("id", "<>", id)
    .where((eb) =>
      eb.or([
        eb("username", "=", input.username),
        ...(input.email ? [eb("email", "=", input.email)] : []),
        ...(input.mobile ? [eb("mobile", "=", input.mobile)] : []),
      ]),
    )
    .execute();
  for (const row of taken) {
    if (row.username === input.username) throw refused("usernameTaken");
    if (input.email && row.email === input.email) throw refused("emailTaken");
    if (input.mobile && row.mobile === input.mobile) throw refused("mobileTaken");
  }
}

/** Ends every session of these members: their next request is refused (needs login). */
async function endSessions(trx: Trx, ids: number[]) {
  await trx
    .deleteFrom("token")
    .where("user_id", "in", ids)
    .where("type", "in", ["user", "user-refresh"])
    .execute();
}

/** user/user: the members, their group, profile, password and status; balances move only by the ledgers. */
export const userRouter = router({
  index: members.index(),
  get: members.get(),
  exportCsv: members.exportCsv(),
  add: members.add(memberAddInput, async (trx, input, ctx) => {
    checkAvatar(ctx.services.files, input.avatar);
    await checkMember(trx, input);
    const now = nowSeconds();
    const { password, birthday, ...values } = input;
    const { id } = await trx
      .insertInto("user")
      .values({
        ...values,
        birthday: birthday || null,
        password: await hashPassword(password),
        join_time: now,
        create_time: now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }),
  edit: members.edit(memberEditInput, async (trx, input, ctx) => {
    checkAvatar(ctx.services.files, input.avatar);
    await checkMember(trx, input, input.id);
    const { id, password, birthday, ...values } = input;
    await trx
      .updateTable("user")
      .set({
        ...values,
        birthday: birthday || null,
        ...(password ? { password: await hashPassword(password), login_failure: 0 } : {}),
        update_time: nowSeconds(),
      })
      .where("id", "=", id)
      .execute();
    // In the same transaction: once the change is visible, the old sessions are gone too.
    if (password || values.status === "disable") await endSessions(trx, [id]);
  }),
  del: members.del({ before: (trx, ids) => endSessions(trx, ids) }),
});
