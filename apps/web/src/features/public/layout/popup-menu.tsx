import type { PublicMenuItem } from "@corp/contract/types";
import type { Lang } from "@corp/domain/lang";
import { type MouseEvent, useRef, useState } from "react";
import { assetUrl } from "../../../lib/asset-url.ts";
import { CloseIcon, LayoutGridIcon } from "./icons.tsx";
import { MenuAnchor } from "./menu-anchor.tsx";
import { menuTitle } from "./menu-href.ts";
import { keepTabInside, usePopoverState } from "./overlay-focus.ts";
import { QrHover } from "./qr-hover.tsx";
import { SearchBox } from "./search-box.tsx";

export type PopupMenuProps = {
  items: PublicMenuItem[];
  lang: Lang;
  /** The top-level item of the current page, shown first. */
  activeId?: number;
  /** Scheme and host of the site, for the items' background pictures. */
  origin: string;
  siteName: string;
  hotline: string;
  /** The QR code picture (full URL; empty hides the button). */
  qr: string;
  texts: {
    open: string;
    close: string;
    title: string;
    searchLabel: string;
    searchPlaceholder: string;
    searchSubmit: string;
    /** 服务热线： */
    hotline: string;
    qrCode: string;
    scanQr: string;
  };
};

const PANEL_ID = "site-popup-menu";

/** How long the zoom from the top right corner takes (layout.css uses the same value). */
export const POPUP_ZOOM_MS = 450;

/** A click on the panel's empty ground (not on a link, field or button) closes it. */
function closeOnGround(event: MouseEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (target === event.currentTarget || target.hasAttribute("data-popup-ground"))
    event.currentTarget.hidePopover?.();
}

/**
 * SPEC §2: the round button and the full-screen menu it opens, zooming in from the top right. Hovering
 * (or focusing) a top-level item makes it active: its picture becomes the background and its English
 * title shows beside its children. The panel is a popover: Escape closes it, and the button works
 * before the script has run.
 */
export function PopupMenu({ items, lang, activeId, origin, siteName, hotline, qr, texts }: PopupMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const open = usePopoverState(panel, opener, closer);
  const [currentId, setCurrentId] = useState(activeId ?? items[0]?.id);
  const active = items.find((item) => item.id === currentId) ?? items[0];
  const thumb = active?.thumb ? assetUrl(active.thumb, origin) : "";

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="popup-menu__open"
        popoverTarget={PANEL_ID}
        aria-label={texts.open}
        data-testid="popup-open"
      >
        <LayoutGridIcon />
      </button>
      <div
        ref={panel}
        id={PANEL_ID}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label={texts.title}
        className="popup-menu"
        data-state={open ? "open" : "closed"}
        data-testid="popup-menu"
        onKeyDown={(event) => {
          if (panel.current) keepTabInside(event, panel.current);
        }}
        onClick={closeOnGround}
      >
        {thumb ? (
          <div
            className="popup-menu__background"
            style={{ backgroundImage: `url(${JSON.stringify(thumb)})` }}
            data-testid="popup-background"
            data-thumb={active?.thumb}
          />
        ) : null}
        <div className="popup-menu__layout" data-popup-ground="">
          <div className="container popup-menu__top" data-popup-ground="">
            <SearchBox
              className="popup-menu__search"
              label={texts.searchLabel}
              placeholder={texts.searchPlaceholder}
              submitLabel={texts.searchSubmit}
              lang={lang}
            />
            <button
              ref={closer}
              type="button"
              className="popup-menu__close"
              popoverTarget={PANEL_ID}
              popoverTargetAction="hide"
              aria-label={texts.close}
              data-testid="popup-close"
            >
              <CloseIcon size={24} />
            </button>
          </div>
          <div className="container popup-menu__body" data-popup-ground="">
            <div className="popup-menu__grid" data-popup-ground="">
              <ul className="popup-menu__items">
                {items.map((item) => (
                  <li
                    key={item.id}
                    className="popup-menu__item"
                    onMouseEnter={() => setCurrentId(item.id)}
                    onFocus={() => setCurrentId(item.id)}
                    data-active={item.id === active?.id ? "" : undefined}
                    data-testid="popup-item"
                  >
                    <MenuAnchor item={item} lang={lang} className="popup-menu__item-link" />
                  </li>
                ))}
              </ul>
              {active ? (
                <div className="popup-menu__detail" data-popup-ground="">
                  <p className="popup-menu__title-en" data-testid="popup-title-en">
                    {active.title_en || active.title}
                  </p>
                  <p className="popup-menu__title">{menuTitle(active, lang)}</p>
                  {active.children.length > 0 ? (
                    <ul className="popup-menu__children">
                      {active.children.map((child) => (
                        <li key={child.id}>
                          <MenuAnchor item={child} lang={lang} className="popup-menu__child-link" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : null}
            </div>
          </div>
          <div className="popup-menu__footer" data-testid="popup-footer">
            <div className="container popup-menu__footer-inner" data-popup-ground="">
              <span>{siteName}</span>
              {hotline ? (
                <span>
                  {texts.hotline}
                  {hotline}
                </span>
              ) : null}
              {qr ? <QrHover src={qr} label={texts.qrCode} caption={texts.scanQr} /> : null}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
