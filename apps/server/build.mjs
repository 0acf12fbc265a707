// Bundles the server with the workspace packages (they ship TypeScript source); npm dependencies stay external.
import { copyFileSync, readFileSync } from "node:fs";
import { build } from "esbuild";

const external = new Set();
for (const file of [
  "package.json",
  "../../packages/db/package.json",
  "../../packages/domain/package.json",
  "../../packages/contract/package.json",
]) {
  const pkg = JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8"));
  for (const name of Object.keys(pkg.dependencies ?? {})) if (!name.startsWith("@corp/")) external.add(name);
}

await build({
  entryPoints: ["src/main.ts", "src/cli.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "warning",
});

// A module's process runs this file as it is, with no loader (ADR 0023): beside the server it belongs to.
copyFileSync("src/modules/market/module-host.mjs", "dist/module-host.mjs");
// The /docs page's start-up script is served to browsers as it is (plugins/api-docs.ts).
copyFileSync("src/plugins/api-docs-init.js", "dist/api-docs-init.js");
