import type { PublicMenuItem } from "@corp/contract/types";
import type { Lang } from "@corp/domain/lang";
import { useRef } from "react";
import { CloseIcon, MenuIcon } from "./icons.tsx";
import { LanguageSwitch, type LanguageSwitchProps } from "./language-switch.tsx";
import { MenuAnchor } from "./menu-anchor.tsx";
import { keepTabInside, usePopoverState } from "./overlay-focus.ts";
import { SearchBox } from "./search-box.tsx";

export type MobileMenuProps = {
  items: PublicMenuItem[];
  lang: Lang;
  /** The menu trail of the current page (top level first). */
  activeIds: number[];
  texts: {
    open: string;
    close: string;
    /** The drawer's title and the name of its navigation (主导航). */
    title: string;
    searchLabel: string;
    searchPlaceholder: string;
    searchSubmit: string;
  };
  language: LanguageSwitchProps;
};

const DRAWER_ID = "site-mobile-menu";
/** SPEC §2: the menu goes three levels deep. */
const MAX_DEPTH = 3;

type TreeProps = { items: PublicMenuItem[]; depth: number; lang: Lang; active: ReadonlySet<number> };

function MenuTree({ items, depth, lang, active }: TreeProps) {
  return (
    <ul className={`mobile-menu__list mobile-menu__list--level${depth}`}>
      {items.map((item) => (
        <li key={item.id}>
          <MenuAnchor
            item={item}
            lang={lang}
            className="mobile-menu__link"
            aria-current={active.has(item.id) ? "true" : undefined}
          />
          {depth < MAX_DEPTH && item.children.length > 0 ? (
            <MenuTree items={item.children} depth={depth + 1} lang={lang} active={active} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Narrow screens: the menu button and the drawer it opens, with the search form, the whole menu tree
 * and the language choice. The drawer is a popover, so the button opens it even before (or without)
 * JavaScript; the script adds focus handling.
 */
export function MobileMenu({ items, lang, activeIds, texts, language }: MobileMenuProps) {
  const drawer = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const open = usePopoverState(drawer, opener, closer);
  const active = new Set(activeIds);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="mobile-menu__open"
        popoverTarget={DRAWER_ID}
        aria-label={texts.open}
      >
        <MenuIcon />
      </button>
      <div
        ref={drawer}
        id={DRAWER_ID}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label={texts.title}
        className="mobile-menu"
        data-state={open ? "open" : "closed"}
        onKeyDown={(event) => {
          if (drawer.current) keepTabInside(event, drawer.current);
        }}
      >
        <div className="mobile-menu__header">
          <p className="mobile-menu__title">{texts.title}</p>
          <button
            ref={closer}
            type="button"
            className="mobile-menu__close"
            popoverTarget={DRAWER_ID}
            popoverTargetAction="hide"
            aria-label={texts.close}
          >
            <CloseIcon size={16} />
          </button>
        </div>
        <div className="mobile-menu__body">
          <SearchBox
            label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            submitLabel={texts.searchSubmit}
            lang={lang}
          />
          <nav aria-label={texts.title}>
            <MenuTree items={items} depth={1} lang={lang} active={active} />
          </nav>
          <LanguageSwitch {...language} className="language-switch--block" />
        </div>
      </div>
    </>
  );
}
