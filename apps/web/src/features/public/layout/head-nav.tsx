import type { MenuRule } from "@corp/contract/types";

/** Where a header link leads: a link rule's address in a new window, else the site path it names. */
export function headNavHref(item: Pick<MenuRule, "menu_type" | "url" | "path">): {
  href: string;
  external: boolean;
} {
  if (item.menu_type === "link" && /^https?:\/\//i.test(item.url)) return { href: item.url, external: true };
  return { href: `/${item.path.replace(/^\/+/, "")}`, external: false };
}

/**
 * The header's own links (site settings `headNav`: member rules of type nav that guests may use), beside
 * the menu on wide screens, titled by `titleOf` (rules carry one title; a page of the site has its own in
 * each language). Nothing is written when there are none.
 */
export function HeadNav({
  items,
  titleOf,
}: {
  items: readonly MenuRule[];
  titleOf: (item: MenuRule) => string;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="site-header__extra">
      {items.map((item) => {
        const { href, external } = headNavHref(item);
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
