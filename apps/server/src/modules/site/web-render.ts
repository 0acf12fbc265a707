import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isAppAreaPath } from "@corp/domain/public-pages";
import type { PublicAssets, PublicPageRenderer } from "./index.ts";

/** The admin area and the member centre stay client-rendered shells; every other page is rendered. */
export function isPublicPath(path: string): boolean {
  return !isAppAreaPath(path);
}

/** Where the web build writes the public pages' renderer (apps/web/src/features/public/page/render.tsx). */
export const RENDERER_FILE = join("server", "render.js");
/** The client entry of the public pages' islands, as Vite's manifest names it. */
export const ISLANDS_ENTRY = "src/features/public/islands/entry.ts";

const isRenderer = (value: unknown): value is PublicPageRenderer =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { renderPublicPage?: unknown }).renderPublicPage === "function";

/** The public renderer of a web build, when the build has one. */
export async function loadRenderer(
  dist: string,
  load: (file: string) => Promise<unknown>,
): Promise<PublicPageRenderer | undefined> {
  const file = join(dist, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  const mod = await load(file);
  return isRenderer(mod) ? mod : undefined;
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/**
 * The files a public page loads, from the build's manifest: the islands' entry, the modules it imports
 * at once (preloaded) and the stylesheet. Islands' own chunks load only on pages that hold them.
 */
export function publicAssets(dist: string): PublicAssets {
  const file = join(dist, ".vite", "islands-manifest.json");
  if (!existsSync(file)) return { css: [], script: undefined, preload: [] };
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) return { css: [], script: undefined, preload: [] };
  const preload = new Set<string>();
  const css = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preload.has(`/${chunk.file}`)) return;
    preload.add(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  return { css: [...css].map((href) => `/${href}`), script: `/${entry.file}`, preload: [...preload] };
}
