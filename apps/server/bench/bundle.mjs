// `npm run bench -w @corp/server` (second part): the JavaScript a first visit to `/` loads, in KB gzip.
// Builds the web app (browser and server render) into a folder of its own, starts the built server
// (apps/server/dist/main.js, from `npx turbo run build`) on it with a fresh seeded database, opens `/` in
// Debian's Chromium with an empty cache, waits for the network to go idle and adds up every JavaScript
// response: the entry script, its modulepreloads, the route chunks the router fetches and anything loaded
// on demand during the visit. Checks that neither the admin area nor the player/hls.js is among them.
// Writes bench/results/bundle.json at the repository root. `--smoke` (bench/smoke-mode.mjs): the same visit
// and checks on the web app `npm run build` made (apps/web/dist) instead of three builds of its own,
// figures written apart.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { freePort } from "../../../bench/built-server.mjs";
import { resultsFile, smoke } from "../../../bench/smoke-mode.mjs";
import { chromiumLaunch } from "../../../scripts/chromium.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..");
const web = join(root, "apps", "web");
const GOAL_KB = 75;
/** Issue 10: the home page's HTML, uncompressed. */
const HTML_GOAL_KB = 40;
/** The whole run (builds, server start, visit) stops after this long. */
const TIME_LIMIT_MS = 240_000;
const VISIT_TIMEOUT_MS = 60_000;

const serverMain = join(root, "apps", "server", "dist", "main.js");
const serverCli = join(root, "apps", "server", "dist", "cli.js");
const builtWeb = join(web, "dist");
if (
  !existsSync(serverMain) ||
  !existsSync(serverCli) ||
  (smoke && !existsSync(join(builtWeb, "index.html")))
) {
  console.error("apps/server/dist or apps/web/dist is missing: run `npx turbo run build` first");
  process.exit(1);
}

// Inside apps/web, so that the server render's imports of npm packages resolve from node_modules.
const cache = join(web, "node_modules", ".cache");
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(join(cache, "bundle-bench-"));
const dist = smoke ? builtWeb : join(work, "web");
const dataDir = join(work, "data");
let server;
let browser;
const cleanUp = () => {
  if (server && server.exitCode === null) server.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
};
process.on("exit", cleanUp);
const deadline = setTimeout(() => {
  console.error(`bundle bench: gave up after ${TIME_LIMIT_MS / 1000} s`);
  process.exit(1);
}, TIME_LIMIT_MS);
deadline.unref();

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: "inherit", timeout: 120_000, ...options });
  if (result.status !== 0) {
    console.error(`bundle bench: failed: ${command} ${args.join(" ")}`);
    process.exit(result.status ?? 1);
  }
}

// A production build of its own (browser app, then the server render beside it, as `npm run build -w
// @corp/web` lays them out), so the figure does not depend on whatever apps/web/dist holds.
const vite = join(web, "node_modules", ".bin", "vite");
const buildEnv = { ...process.env, NODE_ENV: "production" };
if (!smoke) {
  run(vite, ["build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"], { cwd: web, env: buildEnv });
  run(vite, ["build", "-c", "vite.islands.config.ts", "--outDir", dist, "--logLevel", "warn"], {
    cwd: web,
    env: buildEnv,
  });
  run(vite, ["build", "--ssr", "--outDir", join(dist, "server"), "--logLevel", "warn"], {
    cwd: web,
    env: buildEnv,
  });
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  WEB_DIST: dist,
  ADMIN_PASSWORD: randomBytes(12).toString("base64url"),
  LOGIN_CAPTCHA: "off",
  LOG_LEVEL: "warn",
  SITE_URL: origin,
};
delete serverEnv.DATABASE_URL;
// `seed` applies the migrations first, then fills the empty database with the demo company.
run(process.execPath, [serverCli, "seed"], {
  cwd: root,
  env: serverEnv,
  stdio: ["ignore", "ignore", "inherit"],
});
server = spawn(process.execPath, [serverMain], {
  cwd: root,
  env: serverEnv,
  stdio: ["ignore", "ignore", "inherit"],
});
server.once("exit", (code) => {
  if (!browser) {
    console.error(`bundle bench: the server exited early (${code})`);
    process.exit(1);
  }
});

async function waitForServer() {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${origin}/api/Index/common`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not answer within 60 s");
}
await waitForServer();

// The browser driver of the browser tests' workspace; Debian's Chromium, never a downloaded one.
const requireFromE2e = createRequire(join(root, "e2e", "package.json"));
const { chromium } = requireFromE2e("playwright-core");
browser = await chromium.launch({ ...chromiumLaunch, timeout: 30_000 });

const loaded = [];
const pageErrors = [];
let status = 0;
let htmlBytes = 0;
try {
  const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("response", (response) => {
    const url = new URL(response.url());
    const type = response.headers()["content-type"] ?? "";
    if (!url.pathname.endsWith(".js") && !/javascript/.test(type)) return;
    loaded.push(
      response.body().then(
        (body) => ({ file: url.origin === origin ? url.pathname : url.href, body }),
        () => undefined,
      ),
    );
  });
  const response = await page.goto(`${origin}/`, { waitUntil: "networkidle", timeout: VISIT_TIMEOUT_MS });
  status = response?.status() ?? 0;
  htmlBytes = (await response?.body())?.length ?? 0;
  await context.close();
} finally {
  await browser.close();
}

const bodies = new Map();
for (const entry of await Promise.all(loaded)) if (entry) bodies.set(entry.file, entry.body);
const files = [...bodies].map(([file, body]) => ({
  file,
  bytes: body.length,
  gzipBytes: gzipSync(body, { level: 9 }).length,
}));
const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
const code = [...bodies.values()].map((body) => body.toString("utf8")).join("\n");
const named = (pattern) => files.filter((f) => pattern.test(f.file)).map((f) => f.file);
const checks = {
  // hls.js announces itself in its code; the player's chunk is named after its module.
  hlsAbsent: named(/hls/i).length === 0 && !code.includes("hls.js"),
  playerAbsent: named(/video-player/i).length === 0,
  // The admin area talks tRPC at /admin/trpc and its routes live in admin-* chunks.
  adminAbsent: named(/admin|trpc|dashboard/i).length === 0 && !code.includes("/admin/trpc"),
};

const result = {
  date: new Date().toISOString(),
  page: "/",
  measuredBy:
    "first visit of / in headless Chromium (empty cache, 1280x720, zh-CN) against the built server and a " +
    "fresh production build of the web app; every JavaScript response until the network was idle, each " +
    "file's bytes gzipped at level 9",
  ...(smoke ? { smoke: true, webApp: "apps/web/dist, as `npm run build` made it" } : {}),
  goalKB: GOAL_KB,
  status,
  pageErrors,
  totalKB: Math.round((files.reduce((s, f) => s + f.bytes, 0) / 1024) * 10) / 10,
  totalGzipKB: Math.round((totalGzipBytes / 1024) * 10) / 10,
  withinGoal: totalGzipBytes / 1024 <= GOAL_KB,
  htmlKB: Math.round((htmlBytes / 1024) * 10) / 10,
  htmlGoalKB: HTML_GOAL_KB,
  htmlWithinGoal: htmlBytes / 1024 <= HTML_GOAL_KB,
  ...checks,
  files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
};
const out = resultsFile("bundle.json");
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `first-load JS of /: ${result.totalGzipKB} KB gzip (${files.length} files, goal <= ${GOAL_KB} KB); ` +
    `hls.js absent: ${checks.hlsAbsent}, player absent: ${checks.playerAbsent}, admin absent: ${checks.adminAbsent}; ` +
    `HTML ${result.htmlKB} KB (goal <= ${HTML_GOAL_KB} KB)`,
);
console.log(`written ${out}`);
const failed = status !== 200 || pageErrors.length > 0 || files.length === 0;
if (failed) console.error(`bundle bench: the visit failed (status ${status}; ${pageErrors.join("; ")})`);
if (failed || !checks.hlsAbsent || !checks.playerAbsent || !checks.adminAbsent) process.exitCode = 1;
server.kill("SIGTERM");
await once(server, "exit");
