import { brandCss } from "@corp/domain/brand/brand-css";
import { htmlLang } from "@corp/domain/lang";
import { localizedPath } from "@corp/domain/language-address";
import type { PublicAssets, PublicPageData, RenderedPage } from "@corp/server/public-page";
import { renderToString } from "react-dom/server";
import { PublicLayout } from "../layout/public-layout.tsx";
import { singlePageTitle } from "../pages/single-page.tsx";
import { documentHtml } from "./document-html.ts";
import { SHARED_DATA_ID, type SharedIslandData, scriptJson } from "./island-data.ts";
import { PageBody } from "./page-body.tsx";
import { PublicPageProvider, publicPageContext } from "./page-context.tsx";
import { pageHead, withOwnEntry } from "./page-head.ts";
import { type TextKey, textsFor } from "./texts.ts";

/**
 * A public page as HTML: plain React components rendered once on the server, no router, query cache or
 * CSS-in-JS; styles come from the static stylesheet, behaviour from the islands' entry.
 */
export function renderPublicPage(page: PublicPageData, assets: PublicAssets): RenderedPage {
  const t = textsFor(page.lang);
  const { content } = page;
  const shared: SharedIslandData = { values: { menus: page.common.menuArr }, used: new Set() };
  const rendered = renderToString(
    <PublicPageProvider value={publicPageContext(page, shared)}>
      <PublicLayout>
        <PageBody content={content} />
      </PublicLayout>
    </PublicPageProvider>,
  );
  // React writes preload hints for the page's images ahead of the markup: they belong in <head>.
  const hints = /^(?:<link [^>]*>)+/.exec(rendered)?.[0] ?? "";
  const article = content.page === "article" ? content.article : undefined;
  // A single page names itself and may carry its own keywords and description.
  const single = content.page === "singlePage" ? content.content.page : undefined;
  const head = pageHead({
    origin: page.origin,
    pathname: page.status === 404 ? localizedPath("/404", page.lang) : page.pathname,
    search: page.search,
    pageTitle:
      (article?.seo_title || article?.title) ??
      (single ? singlePageTitle(single, page.lang) : t(`pageTitle.${content.page}` as TextKey)),
    homeTitle: t("pageTitle.home"),
    site: page.site,
    meta: single ? withOwnEntry(page.meta, single) : page.meta,
    article,
    lang: page.lang,
    languages: page.languages,
  });
  return {
    status: page.status,
    html: documentHtml({
      lang: htmlLang(page.lang),
      title: head.title,
      head: `${hints}${head.tags}`,
      brandCss: brandCss(page.brand),
      icon: page.brand.icon,
      body: `${rendered.slice(hints.length)}${sharedScript(shared)}`,
      progressLabel: t("portal.progress"),
      page: content.page,
      assets,
    }),
  };
}

/** The values islands referred to, once for the page. */
function sharedScript(shared: SharedIslandData): string {
  if (shared.used.size === 0) return "";
  const values = Object.fromEntries([...shared.used].map((name) => [name, shared.values[name]]));
  return `<script type="application/json" id="${SHARED_DATA_ID}">${scriptJson(values)}</script>`;
}
