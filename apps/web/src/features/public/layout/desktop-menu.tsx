import type { PublicMenuItem } from "@corp/contract/types";
import type { Lang } from "@corp/domain/lang";
import { usePublicPage } from "../page/page-context.tsx";
import { MenuAnchor } from "./menu-anchor.tsx";
import { useActiveMenu } from "./use-active-menu.ts";

/** SPEC §2: the header menu goes three levels deep. */
const MAX_DEPTH = 3;

type EntryProps = { item: PublicMenuItem; depth: number; active: Set<number>; lang: Lang };

function MenuEntry({ item, depth, active, lang }: EntryProps) {
  const children = depth < MAX_DEPTH ? item.children : [];
  const current = active.has(item.id);
  return (
    <li className={`desktop-menu__item desktop-menu__item--level${depth}`}>
      <MenuAnchor
        item={item}
        lang={lang}
        className="desktop-menu__link"
        data-active={current ? "" : undefined}
        aria-current={current ? "true" : undefined}
      />
      {children.length > 0 ? (
        // The second level drops below its parent, the third opens beside it.
        <ul className={`desktop-menu__panel desktop-menu__panel--level${depth + 1}`}>
          {children.map((child) => (
            <MenuEntry key={child.id} item={child} depth={depth + 1} active={active} lang={lang} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * Wide screens' menu: hovering an item or moving keyboard focus into it opens its level (CSS only);
 * the drawer serves narrow screens.
 */
export function DesktopMenu({ items }: { items: PublicMenuItem[] }) {
  const { page, t } = usePublicPage();
  const active = new Set(useActiveMenu().map((item) => item.id));
  return (
    <nav className="desktop-menu" aria-label={t("nav.main")}>
      <ul className="desktop-menu__list">
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} depth={1} active={active} lang={page.lang} />
        ))}
      </ul>
    </nav>
  );
}
