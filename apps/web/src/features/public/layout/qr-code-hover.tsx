import { Button, HoverCard, Portal, Text } from "@chakra-ui/react";
import { QrCode } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SiteImage } from "../site/site-image.tsx";

/** SPEC §2/§9: the QR code in a 140 px popover, shown on hover (and on keyboard focus). */
export const QR_POPOVER_WIDTH = "140px";

export function QrCodeHover({ src, defaultOpen = false }: { src: string; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  if (!src) return null;
  return (
    <HoverCard.Root
      openDelay={100}
      closeDelay={150}
      positioning={{ placement: "top" }}
      defaultOpen={defaultOpen}
    >
      <HoverCard.Trigger asChild>
        <Button
          size="xs"
          variant="outline"
          color="gray.200"
          borderColor="whiteAlpha.400"
          _hover={{ bg: "whiteAlpha.200" }}
        >
          <QrCode aria-hidden />
          {t("footer.qrCode")}
        </Button>
      </HoverCard.Trigger>
      <Portal>
        <HoverCard.Positioner>
          <HoverCard.Content width={QR_POPOVER_WIDTH} maxWidth={QR_POPOVER_WIDTH} p="2" textAlign="center">
            <HoverCard.Arrow />
            <SiteImage
              src={src}
              alt={t("footer.qrCode")}
              width="100%"
              aspectRatio="1"
              objectFit="contain"
              fallback={<Text fontSize="xs">{t("footer.qrCode")}</Text>}
            />
            <Text fontSize="xs" mt="1" color="fg.muted">
              {t("footer.scanQr")}
            </Text>
          </HoverCard.Content>
        </HoverCard.Positioner>
      </Portal>
    </HoverCard.Root>
  );
}
