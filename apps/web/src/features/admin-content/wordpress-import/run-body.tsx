import { Alert, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ImportPreviewView } from "./import-preview.tsx";
import { readReport } from "./import-report.ts";
import { ImportProgress, ImportReportView, type PlaceMissing } from "./import-report-view.tsx";
import type { useImportRun } from "./use-import-run.ts";

/** A run as the progress procedure gives it. */
export type ImportRun = NonNullable<ReturnType<typeof useImportRun>["data"]>;

/** The dialog's title for a run in each state. */
export const TITLES = {
  previewed: "previewTitle",
  running: "runningTitle",
  done: "reportTitle",
  failed: "failedTitle",
} as const;

/**
 * A run in the state it is in: what will be imported, how far it is, or what it did (with an upload of
 * each file a post or page misses when `onPlace` is given).
 */
export function RunBody({ run, onPlace }: { run: ImportRun; onPlace?: PlaceMissing }) {
  const { t } = useTranslation();
  const report = readReport(run.report);
  if (run.status === "running") return <ImportProgress done={run.done} total={run.total} />;
  if (run.status === "previewed")
    return report.preview ? <ImportPreviewView preview={report.preview} /> : null;
  return (
    <Stack gap="4">
      {run.status === "failed" ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{run.error || t("contentAdmin.wordpressImport.failedTitle")}</Alert.Title>
            <Alert.Description>{t("contentAdmin.wordpressImport.failedNote")}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {run.status === "done" || report.lines.length > 0 ? (
        <ImportReportView
          total={run.total}
          lines={report.lines}
          site={report.preview?.site ?? ""}
          {...(onPlace ? { onPlace } : {})}
        />
      ) : report.preview ? (
        <ImportPreviewView preview={report.preview} />
      ) : null}
    </Stack>
  );
}
