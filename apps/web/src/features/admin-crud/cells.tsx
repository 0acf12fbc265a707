import { Badge, Image } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { assetUrl } from "../../lib/asset-url.ts";
import { siteTime } from "../../lib/site-time.ts";

export function StatusBadge({ status }: { status: "enable" | "disable" }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={status === "enable" ? "green" : "gray"}>
      {status === "enable" ? t("adminUi.common.enable") : t("adminUi.common.disable")}
    </Badge>
  );
}

/** A time on the site's clock (the `time_zone` setting), whatever the browser's zone. */
export const timeCell = (seconds: number | null) => siteTime(seconds);

export function Thumb({ url }: { url: string }) {
  return url ? (
    <Image
      src={assetUrl(url, window.location.origin)}
      alt=""
      boxSize="8"
      borderRadius="full"
      objectFit="cover"
    />
  ) : null;
}
