import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { fileSize } from "../../lib/file-size.ts";
import { siteTime } from "../../lib/site-time.ts";

export type LastBackup = {
  status: "running" | "success" | "failed";
  size: number;
  startTime: number;
  finishTime: number | null;
} | null;

/** The dashboard's line on the site's latest backup: when, how it ended and how large. */
export function LastBackupLine({ backup }: { backup: LastBackup }) {
  const { t } = useTranslation();
  let text = t("adminUi.dashboard.noBackup");
  if (backup?.status === "running")
    text = t("adminUi.dashboard.lastBackupRunning", { time: siteTime(backup.startTime) });
  else if (backup)
    text = t("adminUi.dashboard.lastBackup", {
      time: siteTime(backup.finishTime ?? backup.startTime),
      result: t(
        backup.status === "success" ? "adminUi.dashboard.backupSuccess" : "adminUi.dashboard.backupFailed",
      ),
      size: backup.status === "success" ? fileSize(backup.size) : "-",
    });
  return (
    <Text color={backup?.status === "failed" ? "red.fg" : "fg.muted"} mt="1" data-testid="last-backup">
      {text}
    </Text>
  );
}
