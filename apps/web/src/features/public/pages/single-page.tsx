import type { Schemas } from "@corp/contract/types";
import type { Lang } from "@corp/domain/lang";
import { contentLang } from "../content/content-lang.ts";
import { RichHtml } from "../content/rich-html.tsx";
import { usePublicPage } from "../page/page-context.tsx";
import { PageShell } from "./page-shell.tsx";

type PageFields = Schemas["PortalPageData"]["page"];

/** A single page's own title in the visitor's language; the English one falls back to the Chinese. */
export const singlePageTitle = (page: Pick<PageFields, "title" | "title_en">, lang: Lang): string =>
  lang === "en" && page.title_en ? page.title_en : page.title;

/**
 * A page written in the admin area: its picture above its text. The company page and every page at
 * /page/{slug} look alike. Headings in the text keep their ids, for menu links to an anchor.
 */
export function SinglePageBody({ page }: { page: PageFields }) {
  const { page: data } = usePublicPage();
  return (
    <div className="company" {...contentLang(page.lang, data.lang)}>
      {page.image ? (
        <img className="company__image" src={page.image} alt={page.title} width={1200} height={525} />
      ) : null}
      <RichHtml html={page.content} className="company__body" />
    </div>
  );
}

/** A single page at /page/{slug}, headed by its own title. */
export function SinglePage({ content }: { content: Schemas["PortalPageData"] }) {
  const { page: data } = usePublicPage();
  return (
    <PageShell title={singlePageTitle(content.page, data.lang)} titleLang={content.page.lang}>
      <SinglePageBody page={content.page} />
    </PageShell>
  );
}
