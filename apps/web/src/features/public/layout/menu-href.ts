import type { PublicMenuItem } from "@corp/contract/types";
import type { Lang } from "@corp/domain/lang";
import { localizedPath } from "@corp/domain/language-address";

const externalPattern = /^[a-z][a-z0-9+.-]*:\/\//i;

export type MenuHref = { external: true; href: string } | { external: false; href: string };

/** Every page shows the same menus: each item's link is worked out once (the server renders many pages). */
const known = new Map<string, MenuHref>();
const KNOWN_MAX = 2000;

/**
 * Where a public menu item leads (SPEC §2): its path in the page's language with `mid` (the item) and
 * `pid` (its parent) in the query, which the portal pages use to highlight the section. A full URL opens
 * in a new window.
 */
export function menuHref(item: Pick<PublicMenuItem, "id" | "pid" | "path">, lang: Lang): MenuHref {
  const key = `${lang}\0${item.id}\0${item.pid}\0${item.path}`;
  let href = known.get(key);
  if (!href) {
    if (known.size >= KNOWN_MAX) known.clear();
    href = hrefOf(item, lang);
    known.set(key, href);
  }
  return href;
}

function hrefOf(item: Pick<PublicMenuItem, "id" | "pid" | "path">, lang: Lang): MenuHref {
  const path = item.path.trim();
  if (externalPattern.test(path)) return { external: true, href: path };
  const url = new URL(path.startsWith("/") ? path : `/${path}`, "http://site.invalid");
  url.searchParams.set("mid", String(item.id));
  url.searchParams.set("pid", String(item.pid));
  return { external: false, href: localizedPath(`${url.pathname}${url.search}${url.hash}`, lang) };
}

/** The title in the current language; the English one falls back to the Chinese when missing. */
export function menuTitle(item: Pick<PublicMenuItem, "title" | "title_en">, lang: string): string {
  return lang === "en" && item.title_en ? item.title_en : item.title;
}
