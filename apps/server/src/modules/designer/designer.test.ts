import { tableDesign } from "@corp/domain/crud-design/design-schema";
import { relationNamesOf } from "@corp/domain/crud-design/relation-names";
import { productDraft } from "@corp/domain/crud-design/test-designs";
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../admin/router.ts";
import { callerFor, limitedAdmin, superCaller } from "../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { nameTakenRefusal } from "./generate.ts";

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

const keyOf = (error: unknown) =>
  error instanceof TRPCError ? (error.cause as { key?: string } | undefined)?.key : undefined;

describe("crud/crud: the CRUD designer", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof superCaller>>;
  const design = tableDesign.parse(productDraft);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await superCaller(t);
  });
  afterAll(() => t.close());

  it("generates a table of five field types with its page, menu rule and button nodes at once", async () => {
    const generated = await admin.crud.crud.generate({ design, baseLogId: null });
    expect(generated.path).toBe("designed/demo_product");
    const rules = await t.services.db
      .selectFrom("admin_rule")
      .select(["name", "type"])
      .where("name", "like", "designed/demo_product%")
      .orderBy("name")
      .execute();
    expect(rules.map((r) => r.name)).toEqual([
      "designed/demo_product",
      "designed/demo_product/add",
      "designed/demo_product/del",
      "designed/demo_product/edit",
      "designed/demo_product/index",
    ]);
    const migration = await t.services.db
      .selectFrom("crud_migration")
      .select(["name", "status"])
      .executeTakeFirstOrThrow();
    expect(migration).toEqual({ name: "create", status: "applied" });

    const row = await admin.designed.add({
      table: "demo_product",
      row: { name: "Teapot", stock: 5, on_sale: 1, grade: "a", launch_time: 1_700_000_000 },
    });
    expect(row).toMatchObject({ name: "Teapot", stock: 5, grade: "a" });
    await admin.designed.add({ table: "demo_product", row: { name: "Cup", stock: 50, grade: "b" } });
    const found = await admin.designed.index({
      table: "demo_product",
      search: [{ field: "grade", val: "b", operator: "eq" }],
    });
    expect(found.list.map((r) => r.name)).toEqual(["Cup"]);
    const quick = await admin.designed.index({ table: "demo_product", quickSearch: "tea" });
    expect(quick.total).toBe(1);
  });

  it("refuses a row the design does not allow and keeps nothing of it", async () => {
    const error = await errorOf(admin.designed.add({ table: "demo_product", row: { name: "", grade: "z" } }));
    expect(error).toBeInstanceOf(TRPCError);
    expect((await admin.designed.index({ table: "demo_product" })).total).toBe(2);
  });

  it("adds a column when the design is edited, and the rows keep their values", async () => {
    const start = await admin.crud.crud.logStart({
      id: (await admin.crud.crud.index({})).list[0]?.id ?? 0,
    });
    expect(start.editing).toBe(true);
    expect((await admin.crud.crud.index({})).list.map((l) => l.live)).toEqual([true]);
    const edited = {
      ...start.design,
      fields: [
        ...start.design.fields,
        ...tableDesign.parse({
          name: "x",
          title: "x",
          fields: [{ key: "k6", name: "memo", type: "textarea", title: "Memo" }],
        }).fields,
      ],
    };
    await admin.crud.crud.generate({ design: edited, baseLogId: start.baseLogId });
    const list = await admin.designed.index({ table: "demo_product", order: "id,asc" });
    expect(list.list[0]).toMatchObject({ name: "Teapot", memo: "" });
    // A second save from the same, now stale, design is refused.
    const stale = await errorOf(admin.crud.crud.generate({ design: edited, baseLogId: start.baseLogId }));
    expect(keyOf(stale)).toBe("crudDesignChanged");
    // Only the latest design is the table's: the older record can be copied, not edited.
    expect((await admin.crud.crud.index({})).list.map((l) => l.live)).toEqual([true, false]);
  });

  it("never touches a product table", async () => {
    const error = await errorOf(
      admin.crud.crud.generate({ design: { ...design, name: "admin" }, baseLogId: null }),
    );
    expect(keyOf(error)).toBe("crudTableReserved");
    expect(await errorOf(admin.designed.index({ table: "admin" }))).toBeInstanceOf(TRPCError);
  });

  it("drafts a design from an existing table under a new name", async () => {
    const draft = await admin.crud.crud.fromTable({ table: "friend_link" });
    expect(draft.name).toBe("friend_link_copy");
    expect(draft.fields.map((f) => f.name)).toContain("title");
  });

  it("serves the page over REST, behind the page's own nodes", async () => {
    const { token } = await loginAdmin(t.app);
    const res = await t.app.inject({
      method: "GET",
      url: "/admin/designed/demo_product/index?quickSearch=cup",
      headers: { batoken: token },
    });
    expect(res.json()).toMatchObject({ code: 1, data: { total: 1 } });
    const limited = await limitedAdmin(t, "designviewer", ["designed/demo_product/index"]);
    const viewer = callerFor(t, limited.token);
    expect((await viewer.designed.index({ table: "demo_product" })).total).toBe(2);
    const refusal = await errorOf(viewer.designed.del({ table: "demo_product", ids: [1] }));
    expect(refusal).toMatchObject({ code: "FORBIDDEN" });
    const rest = await t.app.inject({
      method: "POST",
      url: "/admin/designed/demo_product/add",
      headers: { batoken: limited.token },
      payload: { name: "Bowl" },
    });
    expect(rest.statusCode).toBe(403);
    expect((await admin.designed.index({ table: "demo_product" })).total).toBe(2);
  });

  it("refuses each procedure of a designed page to an admin holding every node of the page but its own", async () => {
    const dynamic = Object.entries(appRouter._def.procedures)
      .map(([path, p]) => ({
        path,
        meta: (p as unknown as { _def: { meta?: { node?: string; dynamicNode?: boolean } } })._def.meta,
      }))
      .filter((p) => p.meta?.dynamicNode);
    expect(dynamic.map((p) => p.path).sort()).toEqual(
      ["add", "del", "design", "edit", "exportCsv", "get", "index", "sortable"].map((a) => `designed.${a}`),
    );
    const pageNodes = ["index", "add", "edit", "del", "sortable"].map((a) => `designed/demo_product/${a}`);
    const failures: string[] = [];
    for (const [i, { path, meta }] of dynamic.entries()) {
      const node = (meta?.node ?? "").replace("<table>", "demo_product");
      const limited = await limitedAdmin(t, `pagenode${i}`, [
        "designed/demo_product",
        ...pageNodes.filter((n) => n !== node),
      ]);
      const call = (
        callerFor(t, limited.token).designed as unknown as Record<string, (i: unknown) => Promise<unknown>>
      )[path.split(".")[1] ?? ""];
      const error = await errorOf(
        call?.({ table: "demo_product", id: 1, ids: [1], targetId: 2, row: {} }) ?? Promise.resolve(),
      );
      if (!(error instanceof TRPCError && error.code === "FORBIDDEN"))
        failures.push(`${path} without ${node}`);
    }
    expect(failures).toEqual([]);
  });

  it("drops a table only after its name is typed, to an archive the log restores", async () => {
    const wrong = await errorOf(admin.crud.crud.dropTable({ table: "demo_product", confirm: "demo" }));
    expect(keyOf(wrong)).toBe("crudConfirmMismatch");
    expect((await admin.designed.index({ table: "demo_product" })).total).toBe(2);

    const dropped = await admin.crud.crud.dropTable({ table: "demo_product", confirm: "demo_product" });
    expect(dropped.archive).toMatch(/^designed_archive_\d+\.demo_product$/);
    expect(await errorOf(admin.designed.index({ table: "demo_product" }))).toBeInstanceOf(TRPCError);
    const rules = await t.services.db
      .selectFrom("admin_rule")
      .select("name")
      .where("name", "like", "designed/demo_product%")
      .execute();
    expect(rules).toEqual([]);

    const log = (await admin.crud.crud.index({})).list.find((l) => l.status === "delete");
    await admin.crud.crud.restore({ id: log?.id ?? 0 });
    expect((await admin.designed.index({ table: "demo_product" })).total).toBe(2);
  });

  it("refuses a design whose table or index name another relation of the designed schema holds, changing nothing", async () => {
    const db = t.services.db;
    const relations = async (like: string) => {
      const { rows } = await sql<{ name: string }>`
        select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'designed' and c.relname like ${like} order by c.relname
      `.execute(db);
      return rows.map((r) => r.name);
    };
    const counts = async () => {
      const { rows } = await sql<{ logs: number; tables: number; migrations: number }>`
        select (select count(*)::int from crud_log) as logs, (select count(*)::int from crud_table) as tables,
          (select count(*)::int from crud_migration) as migrations
      `.execute(db);
      return rows[0];
    };
    // A table with an indexed field: PostgreSQL holds its table, id sequence, primary key and the field's index.
    const probe = tableDesign.parse({ ...productDraft, name: "probe_ix_kk" });
    await admin.crud.crud.generate({ design: probe, baseLogId: null });
    // The designer names the table and the index; PostgreSQL names the id's sequence and primary key.
    expect(relationNamesOf(probe)).toEqual(["probe_ix_kk", "probe_ix_kk_k2_idx"]);
    expect((await relations("probe_ix_kk%")).sort()).toEqual([
      "probe_ix_kk",
      "probe_ix_kk_id_seq",
      "probe_ix_kk_k2_idx",
      "probe_ix_kk_pkey",
    ]);

    // A new table named like that index.
    const before = await counts();
    const clash = await errorOf(
      admin.crud.crud.generate({ design: { ...design, name: "probe_ix_kk_k2_idx" }, baseLogId: null }),
    );
    expect(clash).toMatchObject({ code: "BAD_REQUEST" });
    expect(keyOf(clash)).toBe("crudNameTaken");
    expect((clash as TRPCError).cause).toMatchObject({ params: { name: "probe_ix_kk_k2_idx" } });
    expect(await relations("probe_ix_kk_k2_idx%")).toEqual(["probe_ix_kk_k2_idx"]);
    expect(await counts()).toEqual(before);
    const rules = await db
      .selectFrom("admin_rule")
      .select("name")
      .where("name", "like", "designed/probe_ix_kk_k2_idx%")
      .execute();
    expect(rules).toEqual([]);

    // A live table gaining an indexed field whose index name a table of the schema holds.
    await admin.crud.crud.generate({ design: { ...design, name: "probe_ix_kk_k7_idx" }, baseLogId: null });
    const live = await db
      .selectFrom("crud_table")
      .select("log_id")
      .where("name", "=", "probe_ix_kk")
      .executeTakeFirstOrThrow();
    const start = await admin.crud.crud.logStart({ id: live.log_id ?? 0 });
    const edited = {
      ...start.design,
      fields: [
        ...start.design.fields,
        ...tableDesign.parse({
          name: "x",
          title: "x",
          fields: [{ key: "k7", name: "code", type: "string", title: "Code", index: "unique" }],
        }).fields,
      ],
    };
    const migrated = await counts();
    const alter = await errorOf(admin.crud.crud.generate({ design: edited, baseLogId: start.baseLogId }));
    expect(keyOf(alter)).toBe("crudNameTaken");
    expect(await counts()).toEqual(migrated);
    const { rows: columns } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_schema = 'designed' and table_name = 'probe_ix_kk'
    `.execute(db);
    expect(columns.map((c) => c.name)).not.toContain("code");
    expect(await relations("probe_ix_kk_k7_idx")).toEqual(["probe_ix_kk_k7_idx"]);
  });

  it("answers a name taken inside the schema change with the same refusal, not a server error", async () => {
    const db = t.services.db;
    // Restoring a dropped table brings its index back, whose name a table created since holds.
    await admin.crud.crud.dropTable({ table: "probe_ix_kk", confirm: "probe_ix_kk" });
    await admin.crud.crud.generate({ design: { ...design, name: "probe_ix_kk_k2_idx" }, baseLogId: null });
    const dropped = await db
      .selectFrom("crud_log")
      .select("id")
      .where("table_name", "=", "probe_ix_kk")
      .where("status", "=", "delete")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const restore = await errorOf(admin.crud.crud.restore({ id: dropped.id }));
    expect(restore).toMatchObject({ code: "BAD_REQUEST" });
    expect(keyOf(restore)).toBe("crudNameTaken");
    expect((restore as TRPCError).cause).toMatchObject({ params: { name: "probe_ix_kk_k2_idx" } });
    const table = await db
      .selectFrom("crud_table")
      .select("status")
      .where("name", "=", "probe_ix_kk")
      .executeTakeFirstOrThrow();
    expect(table.status).toBe("archived");

    // The check before generating races other admins: PostgreSQL's own refusal maps to the same message.
    const duplicate = await errorOf(
      sql`create table ${sql.id("designed", "probe_ix_kk_k2_idx")} (id int)`.execute(db),
    );
    expect(duplicate).toMatchObject({ code: "42P07" });
    const refusal = nameTakenRefusal(duplicate, "probe_ix_kk");
    expect(keyOf(refusal)).toBe("crudNameTaken");
    expect(refusal?.cause).toMatchObject({ params: { name: "probe_ix_kk_k2_idx" } });
    expect(nameTakenRefusal(new Error("other"), "probe_ix_kk")).toBeUndefined();
  });
});
