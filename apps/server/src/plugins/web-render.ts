import { existsSync } from "node:fs";
import { join } from "node:path";
import { htmlLang, type Lang } from "@corp/domain/lang";
import { isAppAreaPath } from "@corp/domain/public-pages";

/** What the web app's server-render bundle (apps/web/src/entry-server.tsx) answers for a page. */
export type RenderResult = {
  status: number;
  html: string;
  title: string;
  head: string;
  state: string;
  location?: string;
};

export type PageRenderer = {
  render(request: {
    url: string;
    origin: string;
    fetch: (request: Request) => Promise<Response>;
    /** The visitor's language (the `lang` cookie): the page is rendered in it. */
    lang: Lang;
  }): Promise<RenderResult>;
};

/** The admin area and the member centre stay client-rendered shells; every other page is rendered. */
export function isPublicPath(path: string): boolean {
  return !isAppAreaPath(path);
}

const isRenderer = (value: unknown): value is PageRenderer =>
  typeof value === "object" && value !== null && typeof (value as { render?: unknown }).render === "function";

/** The server-render bundle of a web build (dist/server/entry-server.js), when the build has one. */
export async function loadRenderer(
  dist: string,
  load: (file: string) => Promise<unknown>,
): Promise<PageRenderer | undefined> {
  const file = join(dist, "server", "entry-server.js");
  if (!existsSync(file)) return undefined;
  const mod = await load(file);
  return isRenderer(mod) ? mod : undefined;
}

/**
 * The shell with the rendered page: title and search-engine tags in <head>, the markup in #root, the
 * query data as inert JSON for hydration. Without JavaScript the loading overlay must not hide the page.
 */
export function composePage(shell: string, page: RenderResult, lang: Lang): string {
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang(lang)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace(
      "</head>",
      `${page.head}\n    <noscript><style>#app-loading{display:none}</style></noscript>\n    <script id="ssr-state" type="application/json">${page.state}</script>\n  </head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
}
