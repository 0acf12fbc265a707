import { localizedPath } from "@corp/domain/language-address";
import type { PublicPageData } from "@corp/server/public-page";
import { createContext, useContext } from "react";
import type { SharedIslandData } from "./island-data.ts";
import { type Translate, textsFor } from "./texts.ts";

/** The page being rendered and its language's texts, for every component of a public page. */
export type PublicPageContext = {
  page: PublicPageData;
  t: Translate;
  /** A site path in the page's language (`/list` on an English page is `/en/list`). */
  href: (path: string) => string;
  /** Values islands share (written once in the page); without it each island carries its own copy. */
  shared?: SharedIslandData;
};

/** The context of a page: its texts and links in its language. */
export function publicPageContext(page: PublicPageData, shared?: SharedIslandData): PublicPageContext {
  return {
    page,
    t: textsFor(page.lang),
    href: (path) => localizedPath(path, page.lang),
    ...(shared ? { shared } : {}),
  };
}

const Context = createContext<PublicPageContext | undefined>(undefined);

export const PublicPageProvider = Context.Provider;

/** The current page's data and texts (server render only: islands receive what they need as props). */
export function usePublicPage(): PublicPageContext {
  const value = useContext(Context);
  if (!value) throw new Error("usePublicPage outside a public page render");
  return value;
}
