// Starts the built server on a fresh embedded database for the browser tests.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const env = {
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), "corpsite-e2e-")),
  PORT: process.env.E2E_PORT ?? "3100",
  HOST: "127.0.0.1",
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? "e2e-Admin_123",
  LOGIN_CAPTCHA: "off",
  LOG_LEVEL: "warn",
};
delete env.DATABASE_URL;
// Tests that check what the server leaves on disk (the module market) find its data folder here.
writeFileSync(join(tmpdir(), `corpsite-e2e-${env.PORT}.data-dir`), env.DATA_DIR);
const seeded = spawnSync("node", ["apps/server/dist/cli.js", "seed"], { cwd: root, env, stdio: "inherit" });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
const server = spawn("node", ["apps/server/dist/main.js"], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
