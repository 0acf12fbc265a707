import { Box, Container, chakra, Flex, Grid, Heading, IconButton, Stack, Text } from "@chakra-ui/react";
import type { PublicMenuItem } from "@corp/contract/types";
import { LayoutGrid, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language.ts";
import { assetUrl } from "../site/asset-url.ts";
import { siteOrigin } from "../site/site-origin.ts";
import { useSiteIndex } from "../site/use-site-data.ts";
import { QrCodeButton } from "./lazy-widgets.tsx";
import { menuTitle } from "./menu-href.ts";
import { MenuLink } from "./menu-link.tsx";
import { SearchBox } from "./search-box.tsx";
import { useActiveMenu } from "./use-active-menu.ts";

/** How long the zoom from the top right corner takes. */
export const POPUP_ZOOM_MS = 450;

function PopupPanel({ items, close }: { items: PublicMenuItem[]; close: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const trail = useActiveMenu();
  const site = useSiteIndex()?.site;
  const [activeId, setActiveId] = useState<number | undefined>(trail[0]?.id ?? items[0]?.id);
  const active = items.find((item) => item.id === activeId) ?? items[0];
  const thumb = active?.thumb ? assetUrl(active.thumb, siteOrigin()) : "";
  return (
    <Flex direction="column" minH="100%" position="relative" zIndex="1">
      <Container maxW="7xl" px={{ base: "4", md: "8" }} py={{ base: "4", md: "6" }}>
        <Flex align="center" gap="4" justify="space-between">
          <Box flex="1" maxW="md">
            <SearchBox onSearch={close} />
          </Box>
          <IconButton
            aria-label={t("portal.popup.close")}
            rounded="full"
            size="lg"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.600"
            _hover={{ bg: "whiteAlpha.200", transform: "rotate(90deg)" }}
            transition="transform 0.3s, background-color 0.2s"
            onClick={close}
            data-testid="popup-close"
          >
            <X />
          </IconButton>
        </Flex>
      </Container>
      <Container maxW="7xl" px={{ base: "4", md: "8" }} flex="1" display="flex" alignItems="center" py="6">
        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap={{ base: "6", md: "12" }} w="100%">
          <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap={{ base: "1", md: "2" }}>
            {items.map((item) => {
              const isActive = item.id === active?.id;
              return (
                <chakra.li
                  key={item.id}
                  onMouseEnter={() => setActiveId(item.id)}
                  onFocus={() => setActiveId(item.id)}
                  data-active={isActive ? "" : undefined}
                  data-testid="popup-item"
                >
                  <MenuLink
                    item={item}
                    onNavigate={close}
                    display="inline-block"
                    fontSize={{ base: "2xl", md: "4xl" }}
                    fontWeight="bold"
                    color={isActive ? "white" : "whiteAlpha.700"}
                    transform={isActive ? "translateX(0.5rem)" : "none"}
                    transition="color 0.2s, transform 0.2s"
                  />
                </chakra.li>
              );
            })}
          </chakra.ul>
          {active ? (
            <Stack gap="4" color="white" justify="center">
              <Text
                fontSize={{ base: "3xl", md: "6xl" }}
                fontWeight="black"
                textTransform="uppercase"
                letterSpacing="wide"
                color="whiteAlpha.500"
                lineHeight="1"
                data-testid="popup-title-en"
              >
                {active.title_en || active.title}
              </Text>
              <Heading as="p" size="lg">
                {menuTitle(active, lang)}
              </Heading>
              {active.children.length > 0 ? (
                <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="2">
                  {active.children.map((child) => (
                    <li key={child.id}>
                      <MenuLink
                        item={child}
                        onNavigate={close}
                        display="inline-block"
                        px="3"
                        py="1.5"
                        borderWidth="1px"
                        borderColor="whiteAlpha.500"
                        rounded="full"
                        fontSize="sm"
                        _hover={{ bg: "whiteAlpha.300" }}
                      />
                    </li>
                  ))}
                </chakra.ul>
              ) : null}
            </Stack>
          ) : null}
        </Grid>
      </Container>
      <Box borderTopWidth="1px" borderColor="whiteAlpha.300" data-testid="popup-footer">
        <Container maxW="7xl" px={{ base: "4", md: "8" }} py="4">
          <Flex
            gap="4"
            align="center"
            justify="space-between"
            wrap="wrap"
            color="whiteAlpha.800"
            fontSize="sm"
          >
            <Text>{site?.siteName}</Text>
            {site?.fwrx ? (
              <Text>
                {t("footer.hotline")}
                {site.fwrx}
              </Text>
            ) : null}
            <QrCodeButton src={site ? assetUrl(site.wx_qr, siteOrigin()) : ""} />
          </Flex>
        </Container>
      </Box>
      {thumb ? (
        <Box
          aria-hidden
          position="fixed"
          inset="0"
          zIndex="-1"
          bgImage={`url("${thumb}")`}
          bgSize="cover"
          backgroundPosition="center"
          transition="background-image 0.4s"
          data-testid="popup-background"
          data-thumb={active?.thumb}
        />
      ) : null}
      <Box aria-hidden position="fixed" inset="0" zIndex="-1" bg="rgba(8, 24, 56, 0.78)" />
    </Flex>
  );
}

/** SPEC §2: the round button and the full-screen menu it opens, zooming in from the top right. */
export function PopupMenu({ items }: { items: PublicMenuItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    closeRef.current?.querySelector<HTMLButtonElement>("[data-testid=popup-close]")?.focus();
    return () => {
      window.removeEventListener("keydown", onKey);
      document.body.style.overflow = previous;
    };
  }, [open]);
  return (
    <>
      <IconButton
        aria-label={t("portal.popup.open")}
        aria-expanded={open}
        aria-haspopup="dialog"
        rounded="full"
        size="sm"
        colorPalette="brand"
        variant="solid"
        onClick={() => setOpen(true)}
        data-testid="popup-open"
      >
        <LayoutGrid />
      </IconButton>
      <Box
        ref={closeRef}
        role="dialog"
        aria-modal="true"
        aria-label={t("portal.popup.title")}
        aria-hidden={!open}
        inert={!open}
        position="fixed"
        inset="0"
        zIndex="modal"
        overflowY="auto"
        bg="brand.900"
        color="white"
        transformOrigin="top right"
        transform={open ? "scale(1)" : "scale(0)"}
        opacity={open ? 1 : 0}
        visibility={open ? "visible" : "hidden"}
        transition={`transform ${POPUP_ZOOM_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1), opacity ${POPUP_ZOOM_MS}ms, visibility ${POPUP_ZOOM_MS}ms`}
        data-state={open ? "open" : "closed"}
        data-testid="popup-menu"
      >
        {open ? <PopupPanel items={items} close={close} /> : null}
      </Box>
    </>
  );
}
