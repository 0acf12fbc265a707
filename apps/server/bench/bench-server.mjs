// The servers the portal benchmark measures, in one child process: the real app on a fresh, seeded
// database (PGlite in memory, or DATABASE_URL), and a bare Fastify answering the same bytes per URL.
// Prints one JSON line with the ports and the probed targets, then serves until it is killed.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase } from "@corp/db/connection";
import { migrateToLatest } from "@corp/db/migrate";
import { seed } from "@corp/db/seed";
import Fastify from "fastify";
import { buildApp } from "../src/app.ts";
import { hashPassword } from "../src/auth/password.ts";
import { readEnv } from "../src/env.ts";
import { createServices } from "../src/services/app-services.ts";

const port = Number(process.env.BENCH_PORT ?? 3205);
const targets = JSON.parse(process.argv[2] ?? "[]");

const dataDir = mkdtempSync(join(tmpdir(), "corpsite-bench-"));
const env = readEnv({
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
});
const database = await createDatabase({ databaseUrl: env.DATABASE_URL, memory: !env.DATABASE_URL });
await migrateToLatest(database.db);
await seed(database.db, { adminPassword: randomBytes(12).toString("base64url"), hashPassword });
const app = await buildApp({ services: createServices(database.db, env) });
await app.listen({ port, host: "127.0.0.1" });

// Resolve the targets: the first published article, then probe every URL once.
const latest = await database.db
  .selectFrom("article")
  .select("id")
  .where("status", "=", "published")
  .orderBy("publish_time", "desc")
  .limit(1)
  .executeTakeFirst();
const bare = Fastify({ logger: false });
const resolved = [];
for (const [index, target] of targets.entries()) {
  const url = target.url.replace("{articleId}", String(latest?.id ?? 1));
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: target.headers ?? {} });
  const body = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get("content-type") ?? "application/octet-stream";
  const etag = res.headers.get("etag");
  const entry = { ...target, url, status: res.status, bytes: body.length, etag, bareUrl: `/bare/${index}` };
  if (target.revalidate && etag) entry.headers = { ...(target.headers ?? {}), "if-none-match": etag };
  resolved.push(entry);
  bare.get(entry.bareUrl, async (_request, reply) => reply.type(type).send(body));
}
await bare.listen({ port: port + 1, host: "127.0.0.1" });
process.stdout.write(`${JSON.stringify({ port, barePort: port + 1, targets: resolved })}\n`);

const stop = async () => {
  await bare.close();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
