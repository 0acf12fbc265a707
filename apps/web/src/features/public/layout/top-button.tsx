import { Button } from "@chakra-ui/react";
import { ArrowUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { scrollToTop, TOP_BUTTON_SCROLL_MS } from "../../../lib/scroll/scroll-to-top.ts";

export function TopButton() {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      colorPalette="brand"
      aria-label={t("footer.backToTop")}
      title={t("footer.backToTop")}
      onClick={() => scrollToTop(TOP_BUTTON_SCROLL_MS)}
    >
      <ArrowUp aria-hidden />
      {t("footer.top")}
    </Button>
  );
}
