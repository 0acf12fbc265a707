import { chakra, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { safeFrameUrl } from "./safe-frame-url.ts";

/** An `iframe` menu entry (SPEC §2): the decoded URL in a frame filling the page. */
export function IframePage({ url }: { url: string }) {
  const { t } = useTranslation();
  const src = safeFrameUrl(url, window.location.origin);
  if (!src) return <Text color="fg.error">{t("admin.pageMissing")}</Text>;
  return (
    <chakra.iframe
      title={t("pageTitle.adminIframe")}
      src={src}
      width="100%"
      height="calc(100vh - 8rem)"
      border="0"
      borderRadius="md"
      bg="bg"
    />
  );
}
