import { SaxesParser } from "saxes";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** W3C datetime as the sitemap schema's tLastmod takes it (a date, or a date and time with a zone). */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** One `<url>` or `<sitemap>`: its loc, lastmod and (for a url) its hreflang alternates. */
export type SitemapItem = { loc: string; lastmod: string | undefined; alternates: Record<string, string> };

export type ParsedSitemap = { root: "urlset" | "sitemapindex"; items: SitemapItem[] };

/**
 * Reads a sitemap or sitemap index and checks it against sitemaps.org's schemas (sitemap.xsd,
 * siteindex.xsd) as far as this site writes them: the root in the sitemap namespace, each `url` (or
 * `sitemap`) with one `loc` of an absolute http(s) URL of at most 2,048 characters, at most one
 * `lastmod` in W3C datetime, nothing else of the sitemap namespace, and `xhtml:link` alternates in the
 * XHTML namespace. Throws on the first thing out of place.
 */
export function parseSitemap(xml: string): ParsedSitemap {
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  const items: SitemapItem[] = [];
  let root: ParsedSitemap["root"] | undefined;
  let item: SitemapItem | undefined;
  let seen = new Set<string>();
  let text = "";
  const fail = (message: string) => {
    throw new Error(`sitemap: ${message} at /${path.join("/")}`);
  };
  parser.on("opentag", (tag) => {
    const uri = tag.uri ?? "";
    const name = tag.local ?? tag.name;
    const depth = path.length;
    path.push(name);
    text = "";
    if (depth === 0) {
      if (uri !== SITEMAP_NS || (name !== "urlset" && name !== "sitemapindex")) fail(`root ${uri} ${name}`);
      root = name as ParsedSitemap["root"];
      return;
    }
    if (depth === 1) {
      if (uri !== SITEMAP_NS || name !== (root === "urlset" ? "url" : "sitemap")) fail(`item ${uri} ${name}`);
      item = { loc: "", lastmod: undefined, alternates: {} };
      seen = new Set();
      return;
    }
    if (depth === 2 && uri === XHTML_NS && name === "link" && root === "urlset") {
      const attr = (key: string) => String(tag.attributes[key]?.value ?? "");
      if (attr("rel") !== "alternate" || !attr("hreflang") || !/^https?:\/\//.test(attr("href")))
        fail("alternate link");
      if (item) item.alternates[attr("hreflang")] = attr("href");
      return;
    }
    const allowed = root === "urlset" ? ["loc", "lastmod", "changefreq", "priority"] : ["loc", "lastmod"];
    if (depth !== 2 || uri !== SITEMAP_NS || !allowed.includes(name)) fail(`element ${uri} ${name}`);
    if (seen.has(name)) fail(`second ${name}`);
    seen.add(name);
  });
  parser.on("text", (chunk) => {
    text += chunk;
  });
  parser.on("closetag", () => {
    const name = path.pop();
    if (path.length === 2 && item && name === "loc") {
      if (!/^https?:\/\/[^\s]+$/.test(text) || text.length > 2048 || text.length < 12) fail(`loc ${text}`);
      item.loc = text;
    }
    if (path.length === 2 && item && name === "lastmod") {
      if (!W3C_DATETIME.test(text)) fail(`lastmod ${text}`);
      item.lastmod = text;
    }
    if (path.length === 1 && item) {
      if (!item.loc) fail("no loc");
      items.push(item);
      item = undefined;
    }
  });
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
  if (!root) throw new Error("sitemap: no root element");
  return { root, items };
}
