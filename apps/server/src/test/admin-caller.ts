import { appRouter } from "../admin/router.ts";
import type { TrpcContext } from "../admin/trpc/context.ts";
import { createCallerFactory } from "../admin/trpc/trpc.ts";
import { hashPassword } from "../auth/password.ts";
import { nowSeconds } from "../envelope.ts";
import { loginAdmin, type TestApp } from "./test-app.ts";

const createCaller = createCallerFactory(appRouter);

export function callerFor(t: TestApp, adminToken: string, extra: Partial<TrpcContext> = {}) {
  return createCaller({
    services: t.services,
    lang: "en",
    adminToken,
    ip: "127.0.0.1",
    userAgent: "vitest",
    ...extra,
  });
}

export async function superCaller(t: TestApp) {
  return callerFor(t, (await loginAdmin(t.app)).token);
}

/** Creates a non-super group holding exactly the named rules, and an admin in it; returns his token. */
export async function limitedAdmin(t: TestApp, username: string, ruleNames: string[]) {
  const db = t.services.db;
  const now = nowSeconds();
  const group = await db
    .insertInto("admin_group")
    .values({
      pid: 1,
      name: `${username} group`,
      super: false,
      status: "enable",
      create_time: now,
      update_time: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (ruleNames.length > 0) {
    const rules = await db.selectFrom("admin_rule").select("id").where("name", "in", ruleNames).execute();
    if (rules.length > 0) {
      await db
        .insertInto("admin_group_rule")
        .values(rules.map((r) => ({ group_id: group.id, rule_id: r.id })))
        .execute();
    }
  }
  const password = `${username}-Pass1`;
  const admin = await db
    .insertInto("admin")
    .values({
      username,
      nickname: username,
      password: await hashPassword(password),
      create_time: now,
      update_time: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("admin_group_access").values({ admin_id: admin.id, group_id: group.id }).execute();
  const { token } = await loginAdmin(t.app, username, password);
  return { id: admin.id, groupId: group.id, token, password };
}

/** A member of the first group, added through `user.user.add` by the caller; answers the saved row. */
export async function addTestMember(
  t: TestApp,
  caller: ReturnType<typeof callerFor>,
  username: string,
  nickname = username,
) {
  const group = await t.services.db
    .selectFrom("user_group")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return caller.user.user.add({ username, nickname, password: "member-Pass1", group_id: group.id });
}

/** A member's stored balance (fen) and points, as the ledgers left them. */
export const memberBalances = (t: TestApp, memberId: number) =>
  t.services.db
    .selectFrom("user")
    .select(["money", "score"])
    .where("id", "=", memberId)
    .executeTakeFirstOrThrow();
