import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../admin/router.ts";
import type { TrpcContext } from "../../admin/trpc/context.ts";
import { createCallerFactory } from "../../admin/trpc/trpc.ts";
import { hashPassword } from "../../auth/password.ts";
import { nowSeconds } from "../../envelope.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

const createCaller = createCallerFactory(appRouter);

describe("dashboard.overview", () => {
  let t: TestApp;
  const ctx = (adminToken: string): TrpcContext => ({
    services: t.services,
    lang: "en",
    adminToken,
    ip: "127.0.0.1",
  });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("counts real rows for a super admin", async () => {
    const { token } = await loginAdmin(t.app);
    const result = await createCaller(ctx(token)).dashboard.overview();
    const articles = await t.services.db
      .selectFrom("article")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(result.counts.admin).toBe(1);
    expect(result.counts.article).toBe(Number(articles.n));
    expect(result.counts.article).toBeGreaterThanOrEqual(30);
    expect(Math.abs(result.serverTime - nowSeconds())).toBeLessThan(5);
  });

  it("counts the content rows awaiting their English, and no more once translated", async () => {
    const { token } = await loginAdmin(t.app);
    const caller = createCaller(ctx(token));
    const db = t.services.db;
    // The demo site is seeded in both languages.
    expect((await caller.dashboard.overview()).counts.untranslated).toBe(0);
    const now = nowSeconds();
    const times = { create_time: now, update_time: now };
    await db
      .insertInto("friend_link")
      .values({ title: "合作伙伴", link: "https://a.example", ...times })
      .execute();
    const banner = await db
      .insertInto("banner")
      .values({ title: "新横幅", image: "/static/images/banner/1.jpg", ...times })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await caller.dashboard.overview()).counts.untranslated).toBe(2);
    await db.updateTable("banner").set({ title_en: "New banner" }).where("id", "=", banner.id).execute();
    expect((await caller.dashboard.overview()).counts.untranslated).toBe(1);
  });

  it("refuses a caller without a session", async () => {
    await expect(createCaller(ctx("")).dashboard.overview()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses an admin whose groups do not hold the dashboard node", async () => {
    const db = t.services.db;
    const now = nowSeconds();
    const group = await db
      .insertInto("admin_group")
      .values({
        pid: 0,
        name: "No dashboard",
        super: false,
        status: "enable",
        create_time: now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const admin = await db
      .insertInto("admin")
      .values({
        username: "editor",
        nickname: "Editor",
        password: await hashPassword("editor-pass"),
        status: "enable",
        create_time: now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("admin_group_access").values({ admin_id: admin.id, group_id: group.id }).execute();
    const { token } = await loginAdmin(t.app, "editor", "editor-pass");
    const error = await createCaller(ctx(token))
      .dashboard.overview()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: "FORBIDDEN" });
  });

  it("answers over HTTP at /admin/trpc with the permission message", async () => {
    const { token } = await loginAdmin(t.app, "editor", "editor-pass");
    const res = await t.app.inject({
      method: "GET",
      url: "/admin/trpc/dashboard.overview",
      headers: { batoken: token, "think-lang": "en" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("You do not have permission to operate!");
    const ok = await t.app.inject({
      method: "GET",
      url: "/admin/trpc/dashboard.overview",
      headers: { batoken: (await loginAdmin(t.app)).token },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.data.counts.admin).toBe(2);
  });

  it("charts the published articles per month and the admin writes per day", async () => {
    const { token } = await loginAdmin(t.app);
    const before = await createCaller(ctx(token)).dashboard.charts();
    expect(before.articlesPerMonth).toHaveLength(12);
    expect(before.writesPerDay).toHaveLength(14);
    const now = nowSeconds();
    const published = await t.services.db
      .selectFrom("article")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("publish_time", ">=", now - 400 * 86_400)
      .where("publish_time", "<=", now)
      .executeTakeFirstOrThrow();
    const charted = before.articlesPerMonth.reduce((sum, m) => sum + m.value, 0);
    expect(charted).toBeLessThanOrEqual(Number(published.n));
    await createCaller(ctx(token)).account.saveProfile({ nickname: "Chart" });
    const after = await createCaller(ctx(token)).dashboard.charts();
    expect(after.writesPerDay.at(-1)?.value).toBe((before.writesPerDay.at(-1)?.value ?? 0) + 1);
  });
});
