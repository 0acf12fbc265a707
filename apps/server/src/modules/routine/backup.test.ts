import { statSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowSeconds } from "../../envelope.ts";
import { restoreKey } from "../../ops/archive-signature.ts";
import { openArchive } from "../../ops/restore-archive.ts";
import { type AppServices, createServices } from "../../services/app-services.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { callerFor, limitedAdmin, superCaller } from "../../test/admin-caller.ts";
import { saveSettings } from "../../test/settings.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { removeLeftovers, STALE_SECONDS } from "./backup-runs.ts";
import { backupTick, startBackup } from "./backup-scheduler.ts";

async function storedKeys(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list()) keys.push(key);
  return keys;
}

const runs = (t: TestApp) => t.services.db.selectFrom("backup_run").selectAll().orderBy("id").execute();

/** Scheduled and hand-made backups: claimed once across servers, kept in the backups store, pruned. */
describe("routine.backup", () => {
  let t: TestApp;
  let dataDir: string;
  /** A second server of the same site: its own services on the same database and data folder. */
  let other: AppServices;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "backup-runs-"));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    other = createServices(t.services.db, t.services.env, t.services.dialect);
    await t.services.files.put(`20260102/${"cd".repeat(20)}.txt`, Buffer.from("an upload\n"));
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const idle = () => Promise.all([t.services.backupQueue.idle(), other.backupQueue.idle()]);

  it("makes one backup per scheduled moment, whichever servers look", async () => {
    // Off by default: nothing is due.
    expect(await backupTick(t.services, Date.parse("2026-11-27T00:00:00Z"))).toBeUndefined();
    await saveSettings(t, { backup_schedule: "daily", backup_hour: 3 });
    const now = Date.parse("2026-11-27T00:00:00Z");
    const claims = await Promise.all([backupTick(t.services, now), backupTick(other, now)]);
    await idle();
    expect(claims.filter((id) => id !== undefined)).toHaveLength(1);
    // Looking again at the same moment, or later the same day, starts nothing.
    expect(await backupTick(other, now + 3_600_000)).toBeUndefined();
    const [run] = await runs(t);
    expect(run).toMatchObject({ trigger: "schedule", slot: "2026-11-26T19:00:00.000Z", status: "success" });
    expect(Number(run?.size)).toBeGreaterThan(0);
    expect(run?.files).toBe(1);
    expect(await storedKeys(t.services.backups)).toEqual([run?.file_key]);
    // The next day's moment is due the next day.
    expect(await backupTick(t.services, now + 86_400_000)).toBeGreaterThan(Number(run?.id));
    await idle();
  });

  it("sends a super admin the archive, which restores' checks accept, and refuses everyone else", async () => {
    const [run] = (await runs(t)).filter((r) => r.status === "success");
    // Stored readable by the server's user alone: every password hash of the site is in it.
    expect(statSync(join(dataDir, "backups", String(run?.file_key))).mode & 0o777).toBe(0o600);
    const { token } = await loginAdmin(t.app);
    const res = await t.app.inject({
      method: "GET",
      url: `/admin/routine.backup/download?id=${run?.id}&batoken=${token}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/gzip");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${run?.file_key}"`);
    const file = join(dataDir, "downloaded.tar.gz");
    await writeFile(file, res.rawPayload);
    const archive = await openArchive(file, { key: await restoreKey(t.services.env) });
    expect(archive.signed).toBe(true);
    try {
      const tables = Object.keys(archive.manifest.database.tables);
      expect(tables).toContain("public.article");
      expect(archive.manifest.database.dialect).toBe(t.services.dialect);
      // The record of backups stays with the site's store: an archive does not carry it.
      expect(tables).not.toContain("public.backup_run");
      expect(archive.fileKeys).toEqual([`20260102/${"cd".repeat(20)}.txt`]);
    } finally {
      await archive.remove();
    }

    const rules = [
      "routine",
      "routine/backup",
      "routine/backup/index",
      "routine/backup/run",
      "routine/backup/download",
    ];
    const editor = await limitedAdmin(t, "backup_reader", rules);
    const refused = await t.app.inject({
      method: "GET",
      url: `/admin/routine.backup/download?id=${run?.id}&batoken=${editor.token}`,
      headers: { "think-lang": "en" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe("Only a super administrator can see, make, download or delete backups");
    const limited = callerFor(t, editor.token);
    await expect(limited.routine.backup.index({})).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(limited.routine.backup.run()).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await runs(t)).length).toBe(2);

    const missing = await t.app.inject({
      method: "GET",
      url: `/admin/routine.backup/download?id=999999&batoken=${token}`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("makes one backup at a time, and frees the claim of a server that stopped", async () => {
    const caller = await superCaller(t);
    const stuck = await t.services.db
      .insertInto("backup_run")
      .values({ trigger: "manual", status: "running", server: "gone:1" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await expect(caller.routine.backup.run()).rejects.toMatchObject({ cause: { key: "backupRunning" } });
    await expect(caller.routine.backup.del({ ids: [stuck.id] })).rejects.toMatchObject({
      cause: { key: "backupDeleteRunning" },
    });
    await t.services.db
      .updateTable("backup_run")
      .set({ heartbeat_time: nowSeconds() - STALE_SECONDS - 1 })
      .where("id", "=", stuck.id)
      .execute();
    const { id } = await caller.routine.backup.run();
    await idle();
    const all = await runs(t);
    expect(all.find((r) => r.id === stuck.id)).toMatchObject({ status: "failed" });
    expect(all.find((r) => r.id === stuck.id)?.error).toContain("interrupted");
    expect(all.find((r) => r.id === id)).toMatchObject({ trigger: "manual", status: "success", admin_id: 1 });
  });

  it("records a failed backup with its reason and leaves no file", async () => {
    const failing: FileStore = Object.assign(Object.create(t.services.backups) as FileStore, {
      putFile: () => Promise.reject(new Error("the bucket refused the upload")),
    });
    const before = await storedKeys(t.services.backups);
    const id = await startBackup({ ...t.services, backups: failing }, { trigger: "manual" });
    await idle();
    const run = (await runs(t)).find((r) => r.id === id);
    expect(run).toMatchObject({ status: "failed", error: "the bucket refused the upload", file_key: "" });
    expect(await storedKeys(t.services.backups)).toEqual(before);
    const overview = await (await superCaller(t)).dashboard.overview();
    expect(overview.lastBackup).toMatchObject({ status: "failed" });
  });

  it("keeps the newest backups the settings ask for, with their files", async () => {
    await saveSettings(t, { backup_keep: 2 });
    const caller = await superCaller(t);
    for (let i = 0; i < 2; i++) {
      await caller.routine.backup.run();
      await idle();
    }
    const kept = (await runs(t)).filter((r) => r.status === "success");
    expect(kept).toHaveLength(2);
    expect((await storedKeys(t.services.backups)).sort()).toEqual(kept.map((r) => r.file_key).sort());
    // Failed runs older than the oldest kept backup go with it.
    expect((await runs(t)).filter((r) => r.status === "failed")).toEqual([]);
    const overview = await caller.dashboard.overview();
    expect(overview.lastBackup).toMatchObject({ status: "success", size: Number(kept[1]?.size) });

    // Deleting a backup removes its file.
    await caller.routine.backup.del({ ids: [Number(kept[0]?.id)] });
    expect(await storedKeys(t.services.backups)).toEqual([kept[1]?.file_key]);
    const schedule = await caller.routine.backup.schedule();
    expect(schedule).toMatchObject({
      every: "daily",
      hour: 3,
      keep: 2,
      timeZone: "Asia/Shanghai",
      store: "local",
    });
    expect(schedule.next).toBeGreaterThan(nowSeconds());
  });

  it("refuses a backup hour or count out of range and keeps the stored one", async () => {
    const caller = await superCaller(t);
    for (const values of [{ backup_hour: 24 }, { backup_hour: 2.5 }, { backup_keep: 0 }]) {
      await expect(caller.routine.config.saveGroup({ group: "backup", values })).rejects.toThrow();
    }
    const stored = await t.services.db
      .selectFrom("config")
      .select(["name", "value"])
      .where("name", "in", ["backup_hour", "backup_keep"])
      .orderBy("name")
      .execute();
    expect(stored.map((r) => r.value)).toEqual([3, 2]);
    await caller.routine.config.saveGroup({ group: "backup", values: { backup_hour: 23, backup_keep: 100 } });
  });

  it("clears what a backup cut short left in the data folder, once it is an hour old", async () => {
    const tmp = join(dataDir, "tmp");
    await mkdir(join(tmp, ".corpsite-backup-20260101-030000-7.tar.gz.parts-abc"), { recursive: true });
    await writeFile(join(tmp, "corpsite-backup-20260101-030000-7.tar.gz"), "half");
    await writeFile(join(tmp, "corpsite-backup-20260102-030000-8.tar.gz"), "being written");
    await writeFile(join(tmp, "other.txt"), "not a backup's");
    const hourAgo = new Date(Date.now() - 3_700_000);
    for (const name of [
      ".corpsite-backup-20260101-030000-7.tar.gz.parts-abc",
      "corpsite-backup-20260101-030000-7.tar.gz",
      "other.txt",
    ])
      await utimes(join(tmp, name), hourAgo, hourAgo);
    expect((await removeLeftovers(dataDir)).sort()).toEqual([
      ".corpsite-backup-20260101-030000-7.tar.gz.parts-abc",
      "corpsite-backup-20260101-030000-7.tar.gz",
    ]);
    expect((await readdir(tmp)).sort()).toEqual(["corpsite-backup-20260102-030000-8.tar.gz", "other.txt"]);
  });
});
