import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD } from "./helpers.ts";

type Alternates = Record<string, string>;

/** The `hreflang` alternates a page's head lists, hreflang → URL. */
function headAlternates(html: string): Alternates {
  const out: Alternates = {};
  for (const [tag] of html.matchAll(/<link rel="alternate" hreflang="[^"]+" href="[^"]+" \/>/g)) {
    const hreflang = /hreflang="([^"]+)"/.exec(tag)?.[1] ?? "";
    out[hreflang] = (/href="([^"]+)"/.exec(tag)?.[1] ?? "").replaceAll("&amp;", "&");
  }
  return out;
}

/** Every `<url>` of the sitemap: its address and the alternates listed with it. */
function sitemapUrls(xml: string): { loc: string; alternates: Alternates }[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = ""]) => {
    const loc = (/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? "").replaceAll("&amp;", "&");
    const alternates: Alternates = {};
    for (const [, hreflang = "", href = ""] of body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g))
      alternates[hreflang] = href.replaceAll("&amp;", "&");
    return { loc, alternates };
  });
}

async function publishChineseOnly(request: APIRequestContext): Promise<number> {
  const login = await (
    await request.post("/admin/index/login", { data: { username: "admin", password: ADMIN_PASSWORD } })
  ).json();
  const added = await (
    await request.post("/admin/content/article/add", {
      headers: { batoken: login.data.userInfo.token },
      data: { category_id: 1, title: "只有中文的新闻", content: "<p>尚未翻译。</p>", status: "published" },
    })
  ).json();
  expect(added.code).toBe(1);
  const list = await (
    await request.get("/api/portal/articles?limit=1", { headers: { "cache-control": "no-cache" } })
  ).json();
  return list.data.list[0].id as number;
}

test("every page of the sitemap names its languages both ways, as the sitemap does", async ({ request }) => {
  const chineseOnly = await publishChineseOnly(request);
  const urls = sitemapUrls(await (await request.get("/sitemap.xml")).text());
  const locs = new Set(urls.map((url) => url.loc));
  expect(urls.length).toBeGreaterThan(100);
  // The article without English has a Chinese address only (the site hides untranslated items).
  expect([...locs].some((loc) => loc.endsWith(`/article/${chineseOnly}`))).toBe(true);
  expect([...locs].some((loc) => loc.endsWith(`/en/article/${chineseOnly}`))).toBe(false);
  expect((await request.get(`/en/article/${chineseOnly}`)).status()).toBe(404);

  const heads = new Map<string, Alternates>();
  const headOf = async (url: string) => {
    let alternates = heads.get(url);
    if (!alternates) {
      const response = await request.get(new URL(url).pathname + new URL(url).search);
      expect(response.status(), url).toBe(200);
      alternates = headAlternates(await response.text());
      heads.set(url, alternates);
    }
    return alternates;
  };
  for (const { loc, alternates } of urls) {
    const head = await headOf(loc);
    // The page and the sitemap agree; a page with one language lists no alternates.
    expect(head, loc).toEqual(alternates);
    if (Object.keys(head).length === 0) continue;
    expect(Object.keys(head).sort(), loc).toEqual(["en", "x-default", "zh-CN"]);
    expect(Object.values(head), loc).toContain(loc);
    expect(head["x-default"], loc).toBe(head["zh-CN"]);
    // Both ways: each alternate lists the same set, this page among them, and is in the sitemap.
    for (const other of Object.values(head)) {
      expect(locs.has(other), `${loc} -> ${other}`).toBe(true);
      expect(await headOf(other), `${loc} -> ${other}`).toEqual(head);
    }
  }
});
