import type { Schemas } from "@corp/contract/types";
import { articlePagePath } from "@corp/domain/public-pages";
import { type PublicRoute, SEARCH_MAX_LENGTH } from "@corp/domain/public-route";
import { categoryName } from "../content/article-card.tsx";
import { untranslatedLang } from "../content/content-lang.ts";
import { Pager } from "../content/pager.tsx";
import { publishDate } from "../content/publish-date.ts";
import { SearchIcon } from "../layout/icons.tsx";
import { usePublicPage } from "../page/page-context.tsx";
import { EmptyContent } from "./empty-content.tsx";
import { PageShell } from "./page-shell.tsx";

type SearchHit = Schemas["SearchResultItem"];
type Marks = SearchHit["titleMarks"];

/** Text with the matched parts in <mark>. */
export function MarkedText({ marks }: { marks: Marks }) {
  return (
    <>
      {marks.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

/** The marked segments, or the whole text unmarked when the search sent none. */
const marksOr = (marks: Marks, text: string): Marks => (marks.length > 0 ? marks : [{ text, hit: false }]);

function SearchResult({ hit }: { hit: SearchHit }) {
  const { page, href } = usePublicPage();
  const date = publishDate(hit.publish_time, page.site.timeZone);
  return (
    <li>
      <article className="search-result" data-testid="search-result">
        <h2 className="search-result__title">
          <a href={href(articlePagePath(hit.id))}>
            <MarkedText marks={marksOr(hit.titleMarks, hit.title)} />
          </a>
        </h2>
        <p className="search-result__summary">
          <MarkedText marks={marksOr(hit.summaryMarks, hit.summary)} />
        </p>
        <p className="search-result__meta">
          <span className="badge" {...untranslatedLang(hit.category.name_en, page.lang)}>
            {categoryName(hit.category, page.lang)}
          </span>
          <time dateTime={date}>{date}</time>
        </p>
      </article>
    </li>
  );
}

/** The page's own search: a plain GET form to /search, so it works without JavaScript. */
function SearchForm({ keywords }: { keywords: string }) {
  const { t, href } = usePublicPage();
  return (
    <search className="search-form" aria-label={t("pageTitle.search")}>
      <form className="search-form__form" action={href("/search")} method="get">
        <label className="visually-hidden" htmlFor="search-keywords">
          {t("header.searchLabel")}
        </label>
        <input
          id="search-keywords"
          className="search-form__input"
          type="search"
          name="keywords"
          defaultValue={keywords}
          placeholder={t("header.searchPlaceholder")}
          required
          pattern=".*\S.*"
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button search-form__submit">
          <SearchIcon />
          {t("header.search")}
        </button>
      </form>
    </search>
  );
}

function SearchAnswer({ results }: { results: Schemas["SearchResultData"] }) {
  const { t } = usePublicPage();
  const { q } = results;
  if (results.total === 0) {
    return (
      <p className="search-page__note" data-testid="search-summary">
        {t("portal.search.none", { q })}
      </p>
    );
  }
  return (
    <>
      <p className="search-page__summary" data-testid="search-summary">
        {t("portal.search.results", { total: results.total, q })}
      </p>
      {results.list.length > 0 ? (
        <ol className="search-page__results">
          {results.list.map((hit) => (
            <SearchResult key={hit.id} hit={hit} />
          ))}
        </ol>
      ) : (
        <EmptyContent />
      )}
      <Pager
        page={results.page}
        total={results.total}
        limit={results.limit}
        pathname="/search"
        search={{ keywords: q }}
      />
    </>
  );
}

/** Search: its own form, ranked results with the matches highlighted, pages. */
export function SearchPage({
  route,
  results,
}: {
  route: Extract<PublicRoute, { page: "search" }>;
  /** The server's answer; none when no keywords were given. */
  results: Schemas["SearchResultData"] | undefined;
}) {
  const { t } = usePublicPage();
  return (
    <PageShell titleKey="search">
      <div className="search-page">
        <SearchForm keywords={route.keywords} />
        {results ? (
          <SearchAnswer results={results} />
        ) : (
          <p className="search-page__note">{t("search.noKeywords")}</p>
        )}
      </div>
    </PageShell>
  );
}
