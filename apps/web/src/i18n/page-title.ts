import type { zhCn } from "./locales/zh-cn.ts";

/** A key of `pageTitle` in the locales: what a route names itself in its staticData. */
export type PageTitleKey = keyof typeof zhCn.pageTitle;

/** "<page title> - <site name>", either part left out when unknown. */
export function composeDocumentTitle(pageTitle: string | undefined, siteName: string | undefined): string {
  return [pageTitle, siteName].filter((part) => part !== undefined && part !== "").join(" - ");
}
