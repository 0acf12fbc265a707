import type { PublicMenuItem } from "@corp/contract/types";
import type { Lang } from "@corp/domain/lang";
import type { AnchorHTMLAttributes } from "react";
import { untranslatedLang } from "../content/content-lang.ts";
import { menuHref, menuTitle } from "./menu-href.ts";

export type MenuAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "children"> & {
  item: Pick<PublicMenuItem, "id" | "pid" | "path" | "title" | "title_en">;
  lang: Lang;
};

/**
 * A public menu entry as a plain link: its path in the page's language with `mid` and `pid`, titled in it; a
 * full URL opens in a new window. Safe in islands (no page context).
 */
export function MenuAnchor({ item, lang, ...rest }: MenuAnchorProps) {
  const target = menuHref(item, lang);
  const external = target.external ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <a href={target.href} {...external} {...untranslatedLang(item.title_en, lang)} {...rest}>
      {menuTitle(item, lang)}
    </a>
  );
}
