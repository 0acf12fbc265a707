import { chakra, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { safeFrameUrl } from "./safe-frame-url.ts";

const MODULE_FRAME_SANDBOX = "allow-scripts allow-forms allow-popups allow-downloads";
const isModulePage = (src: string) => {
  const url = new URL(src, window.location.origin);
  return url.origin === window.location.origin && url.pathname.startsWith("/module-assets/");
};

/** An `iframe` menu entry (SPEC §2): the decoded URL in a frame filling the page. */
export function IframePage({ url }: { url: string }) {
  const { t } = useTranslation();
  const src = safeFrameUrl(url, window.location.origin);
  if (!src) return <Text color="fg.error">{t("admin.pageMissing")}</Text>;
  return (
    <chakra.iframe
      title={t("pageTitle.adminIframe")}
      src={src}
      // A module's page is sandboxed by its own answer too (ADR 0023); the frame says the same.
      sandbox={isModulePage(src) ? MODULE_FRAME_SANDBOX : undefined}
      width="100%"
      height="calc(100vh - 8rem)"
      border="0"
      borderRadius="md"
      bg="bg"
    />
  );
}
