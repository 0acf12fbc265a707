import type { MenuRule } from "@corp/contract/types";
import { languages } from "@corp/domain/lang";
import { matchPublicRoute } from "@corp/domain/public-route";
import { assetUrl } from "../../../lib/asset-url.ts";
import { Island } from "../page/island.tsx";
import { usePublicPage } from "../page/page-context.tsx";
import { samePageIn } from "../page/same-page.ts";
import type { TextKey } from "../page/texts.ts";
import { SiteImage } from "../site/site-image.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { HeadNav } from "./head-nav.tsx";
import { HeaderState } from "./header-state.tsx";
import { LanguageSwitch, type LanguageSwitchProps } from "./language-switch.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { PopupMenu } from "./popup-menu.tsx";
import { SearchBox } from "./search-box.tsx";
import { useActiveMenu } from "./use-active-menu.ts";

/**
 * The public pages' sticky header: logo, the menu (wide screens), search, language, member centre,
 * the popup menu and the drawer (narrow screens). Rendered in its unscrolled style; the header-state
 * island switches it once the page scrolls.
 */
export function SiteHeader() {
  const { page, t, href } = usePublicPage();
  const { site, origin, lang } = page;
  const menus = page.common.menuArr;
  const trail = useActiveMenu();
  const logo2 = assetUrl(site.logo2, origin);
  // A transparent header (a brand setting) lies over the home page's banner: the dark background's logo.
  const transparent = page.brand.header === "transparent" && page.content.page === "home";
  const logo = (transparent && logo2) || assetUrl(site.logo, origin);
  const brand = site.siteName || t("pageTitle.home");
  const search = {
    label: t("header.searchLabel"),
    placeholder: t("header.searchPlaceholder"),
    submitLabel: t("header.search"),
  };
  // A header link reads as its English title where it has one, else as the title of the site's page it
  // links to in the visitor's language (a single page has no such title: its link keeps its own).
  const navTitle = (item: MenuRule) => {
    if (lang !== "zh-cn" && item.title_en) return item.title_en;
    const route = matchPublicRoute(`/${item.path.replace(/^\/+/, "")}`, new URLSearchParams());
    return lang !== "zh-cn" && route.page !== "notFound" && route.page !== "singlePage"
      ? t(`pageTitle.${route.page}` as TextKey)
      : item.title;
  };
  const language: LanguageSwitchProps = {
    lang,
    label: t("language.switchTo"),
    options: languages.map((code) => ({ code, name: t(`language.${code}`), href: samePageIn(page, code) })),
  };

  return (
    <header className={transparent ? "site-header site-header--transparent" : "site-header"}>
      <div className="container site-header__bar">
        <a className="site-header__brand" href={href("/")}>
          <SiteImage
            className="site-header__logo"
            src={logo}
            alt={brand}
            data-site-logo=""
            fallback={<span className="site-header__name">{brand}</span>}
          />
        </a>
        <DesktopMenu items={menus} />
        <HeadNav items={site.headNav} titleOf={navTitle} lang={lang} />
        <div className="site-header__tools">
          <SearchBox className="site-header__search" {...search} lang={lang} />
          <Island
            name="language-switch"
            component={LanguageSwitch}
            props={{ ...language, className: "site-header__language" }}
          />
          <Island
            name="header-state"
            component={HeaderState}
            props={{
              logo,
              logo2,
              ...(page.openMemberCenter ? { member: { label: t("header.memberCentre") } } : {}),
            }}
          />
          <Island
            name="popup-menu"
            component={PopupMenu}
            props={{
              items: menus,
              lang,
              ...(trail[0] ? { activeId: trail[0].id } : {}),
              origin,
              siteName: site.siteName,
              hotline: site.fwrx,
              qr: assetUrl(site.wx_qr, origin),
              texts: {
                open: t("portal.popup.open"),
                close: t("portal.popup.close"),
                title: t("portal.popup.title"),
                searchLabel: search.label,
                searchPlaceholder: search.placeholder,
                searchSubmit: search.submitLabel,
                hotline: t("footer.hotline"),
                qrCode: t("footer.qrCode"),
                scanQr: t("footer.scanQr"),
              },
            }}
          />
          <Island
            name="mobile-menu"
            component={MobileMenu}
            props={{
              items: menus,
              lang,
              activeIds: trail.map((item) => item.id),
              texts: {
                open: t("nav.openMenu"),
                close: t("nav.closeMenu"),
                title: t("nav.main"),
                searchLabel: search.label,
                searchPlaceholder: search.placeholder,
                searchSubmit: search.submitLabel,
              },
              language,
            }}
          />
        </div>
      </div>
    </header>
  );
}
