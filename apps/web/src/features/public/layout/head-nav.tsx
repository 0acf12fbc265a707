import type { MenuRule } from "@corp/contract/types";
import type { Lang } from "@corp/domain/lang";
import { localizedPath } from "@corp/domain/language-address";

/** Where a header link leads: a link rule's address in a new window, else the site path it names. */
export function headNavHref(
  item: Pick<MenuRule, "menu_type" | "url" | "path">,
  lang: Lang,
): {
  href: string;
  external: boolean;
} {
  if (item.menu_type === "link" && /^https?:\/\//i.test(item.url)) return { href: item.url, external: true };
  return { href: localizedPath(`/${item.path.replace(/^\/+/, "")}`, lang), external: false };
}

/**
 * The header's own links (site settings `headNav`: member rules of type nav that guests may use), beside
 * the menu on wide screens, titled by `titleOf` (rules carry one title; a page of the site has its own in
 * each language). Nothing is written when there are none.
 */
export function HeadNav({
  items,
  titleOf,
  lang,
}: {
  items: readonly MenuRule[];
  titleOf: (item: MenuRule) => string;
  lang: Lang;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="site-header__extra">
      {items.map((item) => {
        const { href, external } = headNavHref(item, lang);
        return (
          <li key={item.id}>
            <a
              className="site-header__extra-link"
              href={href}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {titleOf(item)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
