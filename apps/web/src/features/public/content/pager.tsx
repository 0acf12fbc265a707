import { usePublicPage } from "../page/page-context.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "./content-icons.tsx";

type Props = {
  page: number;
  total: number;
  limit: number;
  /**
   * The list's site path (`/list`, linked in the page's language); the other query values of `search`
   * are kept, `page` changes.
   */
  pathname: string;
  search: Record<string, string>;
};

/** The address of page `n` of a list: page 1 has no `page` value. */
export function pageHref(pathname: string, search: Record<string, string>, n: number): string {
  const query = new URLSearchParams(search);
  if (n > 1) query.set("page", String(n));
  else query.delete("page");
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** Previous / next links with the position: real links, so crawlers reach every page. */
export function Pager({ page, total, limit, pathname, search }: Props) {
  const { t, href } = usePublicPage();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const previous = (
    <>
      <ChevronLeftIcon />
      {t("portal.pager.previous")}
    </>
  );
  const next = (
    <>
      {t("portal.pager.next")}
      <ChevronRightIcon />
    </>
  );
  return (
    <nav aria-label={t("portal.pager.label")} className="pager">
      {page > 1 ? (
        <a className="pager__link" href={href(pageHref(pathname, search, page - 1))} rel="prev">
          {previous}
        </a>
      ) : (
        <span className="pager__link" aria-disabled="true">
          {previous}
        </span>
      )}
      <span className="pager__status" data-testid="pager-status">
        {t("portal.pager.status", { page, pages })}
      </span>
      {page < pages ? (
        <a className="pager__link" href={href(pageHref(pathname, search, page + 1))} rel="next">
          {next}
        </a>
      ) : (
        <span className="pager__link" aria-disabled="true">
          {next}
        </span>
      )}
    </nav>
  );
}
