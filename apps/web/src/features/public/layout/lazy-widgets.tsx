import { Button, IconButton } from "@chakra-ui/react";
import type { PublicMenuItem } from "@corp/contract/types";
import { Menu, QrCode } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

// The drawer and the hover card bring their own state machines and positioning code: they load on
// first use, which keeps them out of the JavaScript every visitor downloads first.
const MobileMenu = lazy(() => import("./mobile-menu.tsx").then((m) => ({ default: m.MobileMenu })));
const QrCodeHover = lazy(() => import("./qr-code-hover.tsx").then((m) => ({ default: m.QrCodeHover })));

/** The narrow-screen menu button; the drawer is loaded and opened on the first click. */
export function MobileMenuButton({ items }: { items: PublicMenuItem[] }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const button = (
    <IconButton
      aria-label={t("nav.openMenu")}
      variant="ghost"
      color="inherit"
      display={{ base: "inline-flex", lg: "none" }}
      onClick={() => setLoaded(true)}
    >
      <Menu />
    </IconButton>
  );
  if (!loaded) return button;
  return (
    <Suspense fallback={button}>
      <MobileMenu items={items} defaultOpen />
    </Suspense>
  );
}

/** The QR button of the footers; the hover card is loaded when the pointer or focus first reaches it. */
export function QrCodeButton({ src }: { src: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  if (!src) return null;
  const button = (
    <Button
      size="xs"
      variant="outline"
      color="gray.200"
      borderColor="whiteAlpha.400"
      _hover={{ bg: "whiteAlpha.200" }}
      onPointerEnter={() => setLoaded(true)}
      onFocus={() => setLoaded(true)}
    >
      <QrCode aria-hidden />
      {t("footer.qrCode")}
    </Button>
  );
  if (!loaded) return button;
  return (
    <Suspense fallback={button}>
      <QrCodeHover src={src} defaultOpen />
    </Suspense>
  );
}
