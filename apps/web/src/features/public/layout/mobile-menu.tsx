import { Box, CloseButton, chakra, Drawer, IconButton, Portal, Stack } from "@chakra-ui/react";
import type { PublicMenuItem } from "@corp/contract/types";
import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../language/language-switch.tsx";
import { MenuLink } from "./menu-link.tsx";
import { SearchBox } from "./search-box.tsx";

function MenuTree({ items, depth, close }: { items: PublicMenuItem[]; depth: number; close: () => void }) {
  return (
    <chakra.ul listStyleType="none" ps={depth === 1 ? "0" : "4"}>
      {items.map((item) => (
        <chakra.li key={item.id}>
          <MenuLink
            item={item}
            onNavigate={close}
            display="block"
            py="2"
            px="2"
            borderRadius="md"
            fontWeight={depth === 1 ? "semibold" : "normal"}
            _hover={{ bg: "brand.subtle" }}
          />
          {depth < 3 && item.children.length > 0 ? (
            <MenuTree items={item.children} depth={depth + 1} close={close} />
          ) : null}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

/** Narrow screens: the whole menu tree, the search box and the language switch in a drawer. */
export function MobileMenu({
  items,
  defaultOpen = false,
}: {
  items: PublicMenuItem[];
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="end"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={t("nav.openMenu")}
          variant="ghost"
          color="inherit"
          display={{ base: "inline-flex", lg: "none" }}
        >
          <Menu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t("nav.main")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <SearchBox onSearch={close} />
                <Box as="nav" aria-label={t("nav.main")}>
                  <MenuTree items={items} depth={1} close={close} />
                </Box>
                <LanguageSwitch width="100%" />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("nav.closeMenu")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
