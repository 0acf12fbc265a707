import { Alert, Field } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/**
 * Under the time-zone setting: what it does, and, when the stored zone is none the server knows (a name
 * saved before zones were checked, such as "Asia/Tokio"), which zone the site runs on instead.
 */
export function TimeZoneNote({ stored, used }: { stored: unknown; used: string }) {
  const { t } = useTranslation();
  const unknown = typeof stored === "string" && stored.trim() !== used;
  return (
    <>
      <Field.HelperText>{t("adminUi.config.timeZoneHelp")}</Field.HelperText>
      {unknown ? (
        <Alert.Root status="warning" size="sm" mt="1" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t("adminUi.config.timeZoneUnknown", { stored, used })}</Alert.Title>
        </Alert.Root>
      ) : null}
    </>
  );
}
