import type { PublicAssets } from "@corp/server/public-page";

/** Paths no page prerenders: the single-page areas, the API and files. */
const NOT_SPECULATED = [
  "/admin",
  "/admin/*",
  "/user",
  "/user/*",
  "/api/*",
  "/storage/*",
  "/static/*",
  "/docs*",
];

/**
 * Speculation rules: a link the visitor hovers or presses (moderate eagerness) is prerendered, so the
 * next page is usually shown at once. An article prerendered this way counts its view when shown.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: NOT_SPECULATED } }] },
      eagerness: "moderate",
    },
  ],
});

const attr = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export type DocumentParts = {
  lang: string;
  /** Already escaped. */
  title: string;
  head: string;
  body: string;
  /** The accessible name of the navigation progress bar. */
  progressLabel: string;
  /**
   * The brand settings' custom properties (a `:root` rule from validated colours and choices, no
   * visitor's text), after the stylesheet so they override its defaults; "" when the brand is the
   * current design's.
   */
  brandCss: string;
  /** The brand's site icon (an uploaded picture's address), or "" for the product's own. */
  icon: string;
  /** Which page this is (`body[data-page]`), for the islands' entry. */
  page: string;
  assets: PublicAssets;
};

/**
 * The site's icon and touch icon: squares the server cuts from the uploaded picture (its picture
 * variants, `?s=32` and `?s=180`, cached by the picture's address, which a new upload changes), else
 * the product's own icon.
 */
export function iconLinks(icon: string): string {
  if (!icon) return `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`;
  const square = (size: number) => attr(`${icon}${icon.includes("?") ? "&" : "?"}s=${size}`);
  return `<link rel="icon" href="${square(32)}" sizes="32x32"><link rel="apple-touch-icon" href="${square(180)}">`;
}

/** The whole HTML document of a public page. */
export function documentHtml(parts: DocumentParts): string {
  const { assets } = parts;
  const styles = assets.css.map((href) => `<link rel="stylesheet" href="${attr(href)}">`).join("");
  const preload = assets.preload.map((href) => `<link rel="modulepreload" href="${attr(href)}">`).join("");
  const script = assets.script ? `<script type="module" src="${attr(assets.script)}"></script>` : "";
  return [
    `<!doctype html><html lang="${attr(parts.lang)}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="color-scheme" content="light">`,
    iconLinks(parts.icon),
    `<title>${parts.title}</title>`,
    styles,
    parts.brandCss ? `<style>${parts.brandCss}</style>` : "",
    parts.head,
    script,
    preload,
    `<script type="speculationrules">${SPECULATION_RULES}</script>`,
    `</head><body data-page="${attr(parts.page)}" data-progress-label="${attr(parts.progressLabel)}">${parts.body}</body></html>`,
  ].join("");
}
