import type { CSSProperties } from "react";
import { assetUrl } from "../../../lib/asset-url.ts";
import { contentLang, untranslatedLang } from "../content/content-lang.ts";
import { Island } from "../page/island.tsx";
import { usePublicPage } from "../page/page-context.tsx";
import { SiteImage } from "../site/site-image.tsx";
import { FriendLinks } from "./friend-links.tsx";
import { MenuAnchor } from "./menu-anchor.tsx";
import { QrHover } from "./qr-hover.tsx";
import { TopButton } from "./top-button.tsx";

/** The footer's menu grid has a column per section on wide screens, six at most. */
const MAX_COLUMNS = 6;

/** SPEC §2: logo, address, hotline, friendly links, menu sections, copyright, filing number, QR, TOP. */
export function SiteFooter() {
  const { page, t } = usePublicPage();
  const { site, origin, lang } = page;
  const menus = page.common.menuArr;
  const logo = assetUrl(site.logo_footer || site.logo, origin);
  const qr = assetUrl(site.wx_qr, origin);
  const columns = Math.min(Math.max(menus.length, 1), MAX_COLUMNS);
  // The simple layout (a brand setting) leaves the menu sections out.
  const simple = page.brand.footer === "simple";

  return (
    <footer className={simple ? "site-footer site-footer--simple" : "site-footer"}>
      <div className="container site-footer__main">
        <div className="site-footer__about">
          <SiteImage
            className="site-footer__logo"
            src={logo}
            alt={site.siteName || t("footer.logo")}
            loading="lazy"
            decoding="async"
            fallback={<p className="site-footer__name">{site.siteName}</p>}
          />
          {site.addr ? (
            <p>
              {t("footer.address")}
              {(lang === "en" && site.addr_en) || site.addr}
            </p>
          ) : null}
          {site.fwrx ? (
            <p>
              {t("footer.hotline")}
              <a className="site-footer__hotline" href={`tel:${site.fwrx.replace(/[^\d+]/g, "")}`}>
                {site.fwrx}
              </a>
            </p>
          ) : null}
          <Island
            name="friend-links"
            component={FriendLinks}
            props={{
              links: page.common.linkArr.map(({ id, title, title_en, link }) => ({
                id,
                title: (lang === "en" && title_en) || title,
                link,
                ...untranslatedLang(title_en, lang),
              })),
              label: t("footer.friendLinks"),
              empty: t("footer.noFriendLinks"),
            }}
          />
        </div>
        {simple ? null : (
          <div className="site-footer__menus" style={{ "--site-footer-columns": columns } as CSSProperties}>
            {menus.map((section) => (
              <div key={section.id} className="site-footer__section">
                <h2 className="site-footer__heading">
                  <MenuAnchor item={section} lang={lang} className="site-footer__heading-link" />
                </h2>
                {section.children.length > 0 ? (
                  <ul className="site-footer__links">
                    {section.children.map((child) => (
                      <li key={child.id}>
                        <MenuAnchor item={child} lang={lang} className="site-footer__link" />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </div>
        )}
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bar">
          <div className="site-footer__legal">
            <p>{t("footer.copyright")}</p>
            {site.recordNumber ? (
              <p>
                {t("footer.recordNumber")}
                {/* The filing number as issued, in Chinese on every page: marked so on English ones. */}
                <a
                  className="site-footer__record"
                  {...contentLang("zh-cn", lang)}
                  href="https://beian.miit.gov.cn/"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {site.recordNumber}
                </a>
              </p>
            ) : null}
          </div>
          <div className="site-footer__actions">
            {qr ? (
              <Island
                name="qr-hover"
                component={QrHover}
                props={{ src: qr, label: t("footer.qrCode"), caption: t("footer.scanQr") }}
              />
            ) : null}
            <Island
              name="top-button"
              component={TopButton}
              props={{ text: t("footer.top"), label: t("footer.backToTop") }}
            />
          </div>
        </div>
      </div>
    </footer>
  );
}
