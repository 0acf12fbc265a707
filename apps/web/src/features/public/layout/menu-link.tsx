import { usePublicPage } from "../page/page-context.tsx";
import { MenuAnchor, type MenuAnchorProps } from "./menu-anchor.tsx";

type Props = Omit<MenuAnchorProps, "lang"> & { lang?: MenuAnchorProps["lang"] };

/** A public menu entry in a server-rendered component: a plain link titled in the page's language. */
export function MenuLink({ lang, ...rest }: Props) {
  const { page } = usePublicPage();
  return <MenuAnchor lang={lang ?? page.lang} {...rest} />;
}
