import { Button, Flex, Link, Text } from "@chakra-ui/react";
import type { ListedRowOf } from "@corp/domain/collections/collection";
import { backupRun } from "@corp/domain/collections/routine/backup-run";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { shownPath } from "../../app/admin-entry.ts";
import { fileSize } from "../../lib/file-size.ts";
import { siteTime } from "../../lib/site-time.ts";
import { showToast } from "../../theme/toaster-store.ts";
import { type CollectionOverrides, CollectionTable } from "../admin-collections/collection-page.tsx";
import { errorText } from "../admin-crud/error-text.ts";
import { useCan } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { adminSession } from "../auth/admin-session.ts";

type BackupRow = ListedRowOf<typeof backupRun>;

/** A link the browser saves as it downloads (the token in the query, which the server keeps out of its log). */
const downloadUrl = (id: number) =>
  shownPath(
    `/admin/routine.backup/download?${new URLSearchParams({ id: String(id), batoken: adminSession.get()?.token ?? "" })}`,
  );

/** The schedule, where backups are kept, and "back up now"; while a backup runs, the list follows it. */
function BackupHeader() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const can = useCan();
  const queryClient = useQueryClient();
  const schedule = useQuery(trpc.routine.backup.schedule.queryOptions());
  const running = useQuery({
    ...trpc.routine.backup.index.queryOptions({
      search: [{ field: "status", operator: "eq", val: "running" }],
      limit: 1,
    }),
    refetchInterval: (query) => ((query.state.data?.total ?? 0) > 0 ? 2000 : false),
  });
  const busy = (running.data?.total ?? 0) > 0;
  const wasBusy = useRef(false);
  // When the running backup ends, the list shows how it ended.
  useEffect(() => {
    if (wasBusy.current && !busy)
      void queryClient.invalidateQueries({ queryKey: trpc.routine.backup.pathKey() });
    wasBusy.current = busy;
  }, [busy, queryClient, trpc]);
  const run = useMutation(
    trpc.routine.backup.run.mutationOptions({
      onSuccess: () => {
        showToast({ type: "success", message: t("adminUi.backup.started") });
        void queryClient.invalidateQueries({ queryKey: trpc.routine.backup.pathKey() });
      },
      onError: (error) => showToast({ type: "error", message: errorText(error) }),
    }),
  );
  const s = schedule.data;
  return (
    <Flex gap="3" align="center" wrap="wrap" mb="3">
      {can("routine/backup/run") ? (
        <Button
          size="sm"
          colorPalette="blue"
          loading={run.isPending || busy}
          loadingText={t("adminUi.backup.running")}
          onClick={() => run.mutate()}
        >
          {t("adminUi.backup.now")}
        </Button>
      ) : null}
      {s ? (
        <Text fontSize="sm" color="fg.muted">
          {s.every === "off"
            ? t("adminUi.backup.off")
            : t("adminUi.backup.schedule", {
                every: t(`adminUi.backup.${s.every}`),
                hour: String(s.hour).padStart(2, "0"),
                zone: s.timeZone,
                next: siteTime(s.next),
                keep: s.keep,
              })}{" "}
          {t(s.store === "s3" ? "adminUi.backup.storeS3" : "adminUi.backup.storeLocal")}
        </Text>
      ) : null}
    </Flex>
  );
}

/**
 * routine/backup: the declared collection's page (the runs, newest first, deleted with their files),
 * with the schedule above it, "back up now", sizes people read and a download link per finished backup.
 */
export function BackupPage() {
  const { t } = useTranslation();
  const can = useCan();
  const overrides = useMemo<CollectionOverrides<BackupRow>>(
    () => ({
      header: <BackupHeader />,
      cells: { size: (row) => ((row as BackupRow).size ? fileSize((row as BackupRow).size) : "-") },
      rowActions: (row) =>
        row.status === "success" && can("routine/backup/download") ? (
          <Link href={downloadUrl(row.id)} download={row.file_key} fontSize="sm" colorPalette="blue">
            {t("adminUi.backup.download")}
          </Link>
        ) : null,
    }),
    [t, can],
  );
  return <CollectionTable<BackupRow> collection={backupRun} overrides={overrides} />;
}
