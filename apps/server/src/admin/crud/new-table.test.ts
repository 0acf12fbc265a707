import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { renderCollections } from "@corp/contract/scripts/collections";
import { catalogueOf, driftOf } from "@corp/db/collection-drift";
import type { MigrationDb } from "@corp/db/migrations/helpers";
import { parseArguments, servedAreas, writeNewTable } from "@corp/db/new-table";
import type { Collection } from "@corp/domain/collections/collection";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { appRouter } from "../router.ts";
import { mergeRouters, router } from "../trpc/trpc.ts";
import { collectionRouter } from "./collection-router.ts";

/*
 * docs/architecture.md, "Adding an admin table", as a new contributor runs it: `npm run new:table`'s code
 * for `scratch/honor title:title(100) picture:image(255) year:year(1900,2100) --cache=site`, on a copy of
 * the places it writes (the real files it reads are linked in), then nothing but what it wrote: the
 * declaration and its migration are loaded from the copy, the migration run, the router served beside the
 * product's (for a table of a served area, `content/honor`, the area's module serves it from the registry).
 */

const repo = fileURLToPath(new URL("../../../../../", import.meta.url));
const COLLECTIONS = "packages/domain/src/collections";
const MIGRATIONS = "packages/db/src/migrations";

/** A copy of the checkout holding what `new:table` edits (copied) and what the written files import (linked). */
function scratchCheckout(): string {
  const root = mkdtempSync(join(tmpdir(), "new-table-"));
  mkdirSync(join(root, COLLECTIONS), { recursive: true });
  for (const file of ["collection.ts", "fields.ts"])
    symlinkSync(join(repo, COLLECTIONS, file), join(root, COLLECTIONS, file));
  copyFileSync(join(repo, COLLECTIONS, "registry.ts"), join(root, COLLECTIONS, "registry.ts"));
  mkdirSync(join(root, MIGRATIONS), { recursive: true });
  for (const file of readdirSync(join(repo, MIGRATIONS))) {
    if (file === "index.ts") copyFileSync(join(repo, MIGRATIONS, file), join(root, MIGRATIONS, file));
    else symlinkSync(join(repo, MIGRATIONS, file), join(root, MIGRATIONS, file));
  }
  symlinkSync(join(repo, "packages/db/src/seed"), join(root, "packages/db/src/seed"));
  return root;
}

type Migration = { up: (db: MigrationDb) => Promise<void>; down: (db: MigrationDb) => Promise<void> };

describe("npm run new:table, followed by nothing else", () => {
  const root = scratchCheckout();
  const spec = parseArguments([
    "scratch/honor",
    "title:title(100)",
    "picture:image(255)",
    "year:year(1900,2100)",
    "--cache=site",
  ]);
  let written: string[];
  let honor: Collection;
  let migration: Migration;
  let migrationName: string;
  let t: TestApp;
  let token: string;
  const headers = () => ({ batoken: token, "think-lang": "en" });
  const read = (path: string) => readFileSync(join(root, path), "utf8");

  beforeAll(async () => {
    written = await writeNewTable(root, spec);
    honor = (await import(pathToFileURL(join(root, COLLECTIONS, "scratch/honor.ts")).href)).honor;
    migrationName = written.find((p) => /\/\d{4}_honor\.ts$/.test(p)) ?? "";
    migration = await import(pathToFileURL(join(root, migrationName)).href);
    t = await createTestApp({
      adminRouter: mergeRouters(appRouter, router({ scratch: router({ honor: collectionRouter(honor) }) })),
    });
    await migration.up(t.services.db);
    token = (await loginAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("knows the areas whose collections a module serves (the command refuses others, as scratch here)", () => {
    expect(servedAreas(repo)).toEqual(expect.arrayContaining(["auth", "content", "security", "user"]));
    expect(servedAreas(repo)).not.toContain("scratch");
  });

  it("writes the declaration, its registry line and a migration with the next free number", () => {
    const numbers = readdirSync(join(repo, MIGRATIONS)).map((f) => Number(/^(\d{4})_/.exec(f)?.[1] ?? 0));
    const next = String(Math.max(...numbers) + 1).padStart(4, "0");
    expect(written).toEqual([
      `${COLLECTIONS}/scratch/honor.ts`,
      `${COLLECTIONS}/registry.ts`,
      `${MIGRATIONS}/${next}_honor.ts`,
      `${MIGRATIONS}/index.ts`,
    ]);
    expect(read(`${COLLECTIONS}/registry.ts`)).toContain('import { honor } from "./scratch/honor.ts";');
    expect(read(`${COLLECTIONS}/registry.ts`)).toMatch(/\n {2}honor,\n\] as const;/);
    expect(read(`${MIGRATIONS}/index.ts`)).toContain(`"${next}_honor": honorTable,`);
  });

  it("writes the columns into the migration, which never reads the declaration", () => {
    const source = read(migrationName);
    expect(source).not.toMatch(/collections\//);
    expect(source).toContain(
      '{"name":"picture","sql":"character varying(255)","nullable":false,"default":"\'\'"}',
    );
    expect(source).toContain('await addCacheTrigger(db, "honor", "site");');
    expect(Object.keys(honor.fields)).toEqual([
      "id",
      "title",
      "picture",
      "year",
      "weigh",
      "status",
      "create_time",
      "update_time",
    ]);
  });

  it("migrates to the table as declared, with its content-version trigger (the drift test)", async () => {
    const catalogue = await catalogueOf(t.services.db as unknown as Kysely<unknown>, "honor");
    expect(driftOf(honor, catalogue)).toEqual([]);
    expect(catalogue.cacheScopes).toEqual(["site"]);
  });

  it("seeds its menu entry and one button per action", async () => {
    const rules = await t.services.db
      .selectFrom("admin_rule")
      .select("name")
      .where("name", "like", "scratch/honor%")
      .orderBy("id")
      .execute();
    expect(rules.map((r) => r.name)).toEqual([
      "scratch/honor",
      "scratch/honor/index",
      "scratch/honor/add",
      "scratch/honor/edit",
      "scratch/honor/del",
      "scratch/honor/sortable",
    ]);
  });

  it("lists, adds, edits and deletes through tRPC", async () => {
    const call = (path: string, payload?: object) =>
      t.app.inject({
        method: payload ? "POST" : "GET",
        url: `/admin/trpc/scratch.honor.${path}`,
        headers: headers(),
        ...(payload ? { payload } : {}),
      });
    const added = await call("add", { title: "优秀企业", picture: "/storage/a.jpg", year: 2025 });
    expect(added.statusCode).toBe(200);
    const row = added.json().result.data;
    expect(row).toMatchObject({ title: "优秀企业", year: 2025, weigh: 0, status: "enable" });
    const edited = await call("edit", { id: row.id, title: "优秀企业奖", picture: "", year: "" });
    expect(edited.json().result.data).toMatchObject({ id: row.id, title: "优秀企业奖", year: null });
    expect((await call("add", { title: "", picture: "" })).statusCode).toBe(400);
    expect((await call("index")).json().result.data).toMatchObject({ total: 1, list: [{ id: row.id }] });
    expect((await call("del", { ids: [row.id] })).statusCode).toBe(200);
    expect((await call("index")).json().result.data.total).toBe(0);
  });

  it("has its contract operations, whose add example BuildAdmin's REST path takes", async () => {
    const contract = parse(renderCollections([honor]).text);
    expect(Object.keys(contract.paths)).toEqual(
      expect.arrayContaining([
        "/admin/scratch.Honor/index",
        "/admin/scratch.Honor/add",
        "/admin/scratch.Honor/edit",
        "/admin/scratch.Honor/del",
      ]),
    );
    const example =
      contract.paths["/admin/scratch.Honor/add"].post.requestBody.content["application/json"].example;
    const added = await t.app.inject({
      method: "POST",
      url: "/admin/scratch.Honor/add",
      headers: headers(),
      payload: example,
    });
    expect(added.json()).toMatchObject({ code: 1, data: { row: { title: example.title } } });
    const id = added.json().data.row.id;
    const edited = await t.app.inject({
      method: "POST",
      url: "/admin/scratch.Honor/edit",
      headers: headers(),
      payload: { id, status: "0" },
    });
    expect(edited.json()).toMatchObject({ code: 1, data: { row: { title: example.title, status: "0" } } });
    const list = await t.app.inject({ method: "GET", url: "/admin/scratch.Honor/index", headers: headers() });
    expect(list.json().data).toMatchObject({ total: 1, list: [{ id }] });
  });

  it("steps down: its rules and its table are gone", async () => {
    await migration.down(t.services.db);
    const rules = await t.services.db
      .selectFrom("admin_rule")
      .select("name")
      .where("name", "like", "scratch/honor%")
      .execute();
    expect(rules).toEqual([]);
    expect((await catalogueOf(t.services.db as unknown as Kysely<unknown>, "honor")).columns).toEqual([]);
  });
});
