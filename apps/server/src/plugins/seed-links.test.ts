import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENDERER, webAppOn } from "../test/web-dist.ts";

type WebApp = Awaited<ReturnType<typeof webAppOn>>;

/** The web app's public files, copied as they are into its build and served from there. */
const PUBLIC_DIR = resolve(import.meta.dirname, "../../../web/public");

/**
 * Tables whose paths are not links: the keys of pages' SEO entries (`/article`, `/404`) and the admin
 * rules' view components (`/src/views/...`).
 */
const NOT_LINKS = new Set(["page_meta", "admin_rule", "crud_log", "crud_table"]);

/** Pictures and pages a string names on this site: `/static/...` files and `/...` links, no fragment. */
function sitePathsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:href|src|poster)="(\/[^"/][^"]*)"/g)) found.add(match[1] ?? "");
  for (const match of text.matchAll(/\/static\/[A-Za-z0-9_./-]+/g)) found.add(match[0]);
  if (/^\/(?![/\\])\S*$/.test(text)) found.add(text);
  return [...found].map((path) => path.split("#")[0] ?? "").filter((path) => path !== "" && path !== "/");
}

/**
 * The demo company shows no broken picture or link (issue 31, item 6): every picture of this site that
 * the seed writes into any table (settings, menus, pages, articles, banners, topics, the company) is a
 * file the web app ships, and every page it links to answers 200.
 */
describe("the seeded demo site's own pictures and links", () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await webAppOn(RENDERER, { RENDER_THREADS: "0" });
  });
  afterAll(() => web.close());

  it("ships every picture and answers 200 for every page", async () => {
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')
    `.execute(web.database.db);
    const paths = new Set<string>();
    for (const { table_name, column_name } of columns.filter((c) => !NOT_LINKS.has(c.table_name))) {
      const { rows } = await sql<{ value: string }>`
        select distinct ${sql.ref(column_name)}::text as value from ${sql.table(table_name)}
        where ${sql.ref(column_name)} is not null
      `.execute(web.database.db);
      for (const { value } of rows) {
        const text = value.startsWith('"') ? String(JSON.parse(value)) : value;
        for (const path of sitePathsIn(text)) paths.add(path);
      }
    }
    const pictures = [...paths].filter((path) => path.startsWith("/static/"));
    // The seed names the history timeline's pictures, the banners, covers, logos and menu thumbnails.
    expect(pictures.length).toBeGreaterThan(40);
    expect(pictures).toContain("/static/images/history/2012.jpg");
    const missing = pictures.filter((path) => !existsSync(join(PUBLIC_DIR, path)));
    expect(missing).toEqual([]);
    const broken: string[] = [];
    for (const path of [...paths].filter((p) => !p.startsWith("/static/"))) {
      const res = await web.app.inject({ method: "GET", url: path });
      if (res.statusCode !== 200) broken.push(`${path} ${res.statusCode}`);
    }
    expect(broken).toEqual([]);
  });
});
