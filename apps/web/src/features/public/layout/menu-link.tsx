import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import type { PublicMenuItem } from "@corp/contract/types";
import { useRouter } from "@tanstack/react-router";
import { useLanguage } from "../../../i18n/use-language.ts";
import { menuHref, menuTitle } from "./menu-href.ts";

type Props = Omit<HTMLChakraProps<"a">, "href" | "onClick" | "children"> & {
  item: PublicMenuItem;
  onNavigate?: () => void;
};

/** A public menu entry: a real link (open in a new tab works), navigated inside the app on a plain click. */
export function MenuLink({ item, onNavigate, ...rest }: Props) {
  const router = useRouter();
  const lang = useLanguage();
  const target = menuHref(item);
  const title = menuTitle(item, lang);
  if (target.external) {
    return (
      <chakra.a href={target.href} target="_blank" rel="noopener noreferrer" {...rest}>
        {title}
      </chakra.a>
    );
  }
  return (
    <chakra.a
      href={target.href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate?.();
        void router.navigate({ href: target.href });
      }}
      {...rest}
    >
      {title}
    </chakra.a>
  );
}
