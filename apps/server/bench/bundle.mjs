// `npm run bench -w @corp/server` (second part): the JavaScript a first visit to `/` loads, in KB gzip,
// from the built web app: the entry script of index.html, its modulepreloads and every chunk they import
// statically. Checks that neither the admin area nor the player/hls.js is among them. Writes
// bench/results/bundle.json at the repository root.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..");
const GOAL_KB = 150;

// A production build of the browser app of its own, so the figure does not depend on whatever
// apps/web/dist holds (a development or server-render build).
const dist = mkdtempSync(join(tmpdir(), "corpsite-bundle-"));
const built = spawnSync(
  join(root, "apps", "web", "node_modules", ".bin", "vite"),
  ["build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"],
  {
    cwd: join(root, "apps", "web"),
    env: { ...process.env, NODE_ENV: "production" },
    stdio: "inherit",
  },
);
if (built.status !== 0) process.exit(built.status ?? 1);
process.on("exit", () => rmSync(dist, { recursive: true, force: true }));

const html = readFileSync(join(dist, "index.html"), "utf8");
const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];
const initial = [
  ...[...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /type="module"/.test(tag))
    .map((tag) => attribute(tag, "src")),
  ...[...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /rel="modulepreload"/.test(tag))
    .map((tag) => attribute(tag, "href")),
].filter((src) => typeof src === "string" && src.startsWith("/"));

/** Chunks a chunk imports statically (`import ... from "./x.js"`), not the ones it loads on demand. */
const staticImports = (code) =>
  [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)].map(
    (m) => m[1],
  );

const seen = new Map();
const queue = [...initial];
while (queue.length > 0) {
  const path = queue.shift();
  if (seen.has(path)) continue;
  const code = readFileSync(join(dist, path), "utf8");
  seen.set(path, code);
  for (const relative of staticImports(code)) queue.push(join(dirname(path), relative));
}

const files = [...seen].map(([file, code]) => ({
  file,
  bytes: Buffer.byteLength(code),
  gzipBytes: gzipSync(code, { level: 9 }).length,
}));
const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
const code = [...seen.values()].join("\n");
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
  goalKB: GOAL_KB,
  totalKB: Math.round((files.reduce((s, f) => s + f.bytes, 0) / 1024) * 10) / 10,
  totalGzipKB: Math.round((totalGzipBytes / 1024) * 10) / 10,
  withinGoal: totalGzipBytes / 1024 <= GOAL_KB,
  ...checks,
  files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
};
const out = join(root, "bench", "results", "bundle.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `first-load JS of /: ${result.totalGzipKB} KB gzip (${files.length} files, goal <= ${GOAL_KB} KB); ` +
    `hls.js absent: ${checks.hlsAbsent}, player absent: ${checks.playerAbsent}, admin absent: ${checks.adminAbsent}`,
);
console.log(`written ${out}`);
if (!checks.hlsAbsent || !checks.playerAbsent || !checks.adminAbsent) process.exitCode = 1;
