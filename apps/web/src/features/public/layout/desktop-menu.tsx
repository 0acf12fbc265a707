import { Box, chakra } from "@chakra-ui/react";
import type { PublicMenuItem } from "@corp/contract/types";
import { useTranslation } from "react-i18next";
import { MenuLink } from "./menu-link.tsx";
import { useActiveMenu } from "./use-active-menu.ts";

/** SPEC §2: the header menu goes three levels deep. */
const MAX_DEPTH = 3;

const panelStyle = {
  display: "none",
  position: "absolute",
  minWidth: "40",
  bg: "white",
  color: "gray.800",
  boxShadow: "lg",
  borderRadius: "md",
  py: "2",
  zIndex: "dropdown",
  listStyleType: "none",
} as const;

function SubMenu({ items, depth, active }: { items: PublicMenuItem[]; depth: number; active: Set<number> }) {
  return (
    <chakra.ul
      {...panelStyle}
      // The second level drops below its parent, the third opens beside it.
      {...(depth === 2 ? { top: "100%", left: "0" } : { top: "-2", left: "100%" })}
    >
      {items.map((child) => (
        <MenuEntry key={child.id} item={child} depth={depth} active={active} />
      ))}
    </chakra.ul>
  );
}

function MenuEntry({ item, depth, active }: { item: PublicMenuItem; depth: number; active: Set<number> }) {
  const children = depth < MAX_DEPTH ? item.children : [];
  const top = depth === 1;
  const current = active.has(item.id);
  return (
    <chakra.li
      position="relative"
      css={{ "&:hover > ul, &:focus-within > ul": { display: "block" } }}
      {...(top ? { display: "flex", alignItems: "stretch" } : {})}
    >
      <MenuLink
        item={item}
        display="flex"
        alignItems="center"
        whiteSpace="nowrap"
        {...(top
          ? {
              px: { lg: "2", "2xl": "4" },
              fontSize: { lg: "sm", "2xl": "md" },
              py: "2",
              fontWeight: "medium",
              borderRadius: "md",
              _hover: { bg: "blackAlpha.100" },
            }
          : { px: "4", py: "2", _hover: { bg: "brand.subtle", color: "brand.fg" } })}
        {...(children.length > 0 ? { "aria-haspopup": "true" } : {})}
        {...(current
          ? {
              "data-active": "",
              "aria-current": "true",
              fontWeight: "semibold",
              ...(top ? { boxShadow: "inset 0 -2px 0 currentColor" } : { color: "brand.fg" }),
            }
          : {})}
      />
      {children.length > 0 ? <SubMenu items={children} depth={depth + 1} active={active} /> : null}
    </chakra.li>
  );
}

/** Hover (or keyboard focus) opens a level; wide screens only, the drawer serves narrow ones. */
export function DesktopMenu({ items }: { items: PublicMenuItem[] }) {
  const { t } = useTranslation();
  const active = new Set(useActiveMenu().map((item) => item.id));
  return (
    <Box as="nav" aria-label={t("nav.main")} display={{ base: "none", lg: "block" }} flex="1" minWidth="0">
      <chakra.ul display="flex" flexWrap="nowrap" justifyContent="center" gap="1" listStyleType="none">
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} depth={1} active={active} />
        ))}
      </chakra.ul>
    </Box>
  );
}
