import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSeededDataDir } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3Server, type S3Settings, s3UnavailableReason, startS3Server } from "../test/s3-server.ts";
import { startServer, stopServer } from "../test/server-process.ts";

// About the bucket and its keys, not the database: run once, on PGlite, not again on
// CI's PostgreSQL server (DATABASE_URL).
describe.skipIf(s3UnavailableReason() || process.env.DATABASE_URL)(
  "a server on a bucket, at start-up",
  () => {
    let s3: S3Server;
    let bucket: S3Settings;
    let dataDir: string;

    beforeAll(async () => {
      s3 = await startS3Server({ checkKeys: true });
      bucket = await s3.bucket("start-checked");
      dataDir = await mkdtemp(join(tmpdir(), "file-store-start-"));
      // A seeded folder: the servers check the bucket at once, with no migration before it to wait for.
      await createSeededDataDir(dataDir);
    }, 60_000);
    afterAll(async () => {
      await s3?.stop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("refuses to start with keys the bucket refuses, saying which bucket and which settings", async () => {
      const started = startServer({ ...bucket, S3_SECRET_ACCESS_KEY: "not-the-secret", DATA_DIR: dataDir });
      await expect(started).rejects.toThrow(
        /File store: bucket "start-checked" at http:\/\/127\.0\.0\.1:\d+: the access key was refused \(check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY\)/,
      );
    }, 120_000);

    it("starts and serves with the bucket's own keys", async () => {
      const server = await startServer({ ...bucket, DATA_DIR: dataDir });
      try {
        expect((await fetch(server.url("/api/health"))).status).toBe(200);
      } finally {
        await stopServer(server);
      }
    }, 120_000);
  },
);
