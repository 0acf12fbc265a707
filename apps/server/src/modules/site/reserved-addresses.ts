import { APP_AREAS, FIXED_PAGE_PATHS, PROBLEM_PAGES, PUBLIC_PAGES } from "@corp/domain/public-pages";

/** The first segment of `path` ("list" of "/list/3"), lower-cased; "" for "/" itself. */
function firstSegment(path: string): string {
  return (path.split("/")[1] ?? "").toLowerCase();
}

/**
 * The addresses the site answers itself, which no redirect rule may take (issue 44, P3; the WordPress
 * import's rules too): every path under the first segment of a route the server registered (the API,
 * `/storage`, `/static`, `/sitemap.xml`, the docs...), of a public page (`/list`, `/search`, `/video`,
 * `/article`, `/page`, `/us`, `/contact`...), of the admin and member areas and the moved admin entry,
 * everything under `/en` (the English site) and the home page `/` itself.
 */
export class ReservedAddresses {
  private readonly segments = new Set<string>(["en"]);

  constructor(adminEntry: string) {
    const paths = [
      ...PUBLIC_PAGES.map((page) => page.path),
      ...PROBLEM_PAGES,
      ...APP_AREAS,
      ...FIXED_PAGE_PATHS.values(),
      adminEntry,
    ];
    for (const path of paths) this.addRoute(path);
  }

  /** Reserves the first segment of a route the server registered, unless it is a parameter or wildcard. */
  addRoute(url: string): void {
    const segment = firstSegment(url);
    if (segment !== "" && !/^[:*$]/.test(segment)) this.segments.add(segment);
  }

  /** The site's own address `path` (decoded) falls under, as `/list` or `/`; undefined when it is free. */
  of(path: string): string | undefined {
    const segment = firstSegment(path);
    if (segment === "") return "/";
    return this.segments.has(segment) ? `/${segment}` : undefined;
  }
}
