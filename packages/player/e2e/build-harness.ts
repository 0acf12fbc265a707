/// <reference types="node" />
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Bundles the harness page the way an app would ship the player: minified production React, with
 * hls.js split into its own lazily loaded chunk. esbuild (already in the workspace) is used rather
 * than Vite because Vite is only installed inside apps/web.
 */
export async function buildHarness(outDir: string): Promise<void> {
  mkdirSync(join(outDir, "assets"), { recursive: true });
  copyFileSync(join(PACKAGE_DIR, "harness/index.html"), join(outDir, "index.html"));
  await build({
    entryPoints: [join(PACKAGE_DIR, "harness/harness.tsx")],
    outdir: join(outDir, "assets"),
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    jsx: "automatic",
    target: "es2022",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
}

/** The player's own code, minified and gzipped, with React and hls.js left out (both external). */
export async function playerGzipBytes(): Promise<{ minified: number; gzip: number }> {
  const result = await build({
    entryPoints: [join(PACKAGE_DIR, "src/video-player.tsx")],
    bundle: true,
    write: false,
    format: "esm",
    minify: true,
    jsx: "automatic",
    target: "es2022",
    external: ["react", "react-dom", "react/jsx-runtime", "hls.js"],
    logLevel: "warning",
  });
  const code = Buffer.concat(result.outputFiles.map((file) => Buffer.from(file.contents)));
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}
