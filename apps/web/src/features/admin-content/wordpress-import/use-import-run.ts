import type { Schemas } from "@corp/contract/types";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { corp } from "../../../app/api.ts";
import { showToast } from "../../../theme/toaster-store.ts";
import { errorText } from "../../admin-crud/error-text.ts";
import { uploadFile } from "../../admin-crud/fields/upload-api.ts";
import { useTRPC } from "../../admin-shell/trpc.ts";
import type { PlaceMissing } from "./import-report-view.tsx";

/** How often a running import is asked how far it is. */
const FOLLOW_MS = 1000;

/**
 * Sends the export (and the media zip) to be read; answers the run recorded and its preview. A refusal
 * (not a WordPress export, a bad zip) is thrown for the upload dialog to show in place.
 */
export async function uploadExport(
  file: File,
  media: File | null,
): Promise<Schemas["WordpressImportUpload"]> {
  const body = new FormData();
  body.append("file", file);
  if (media) body.append("media", media);
  return corp.post("/admin/wordpressImport/upload", { body: body as never }, { showErrorMessage: false });
}

/** A run as the progress procedure gives it, asked again every second while it imports. */
export function useImportRun(id: number | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.content.wordpressImport.progress.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "running" ? FOLLOW_MS : false),
  });
}

/** Starts a run (a waiting or a failed one); the list and the run's progress are read again. */
export function useStartImport(onStarted: (id: number) => void) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.content.wordpressImport.import.mutationOptions({
      onSuccess: async ({ id }) => {
        showToast({ type: "success", message: t("contentAdmin.wordpressImport.started") });
        onStarted(id);
        await queryClient.invalidateQueries({ queryKey: trpc.content.wordpressImport.pathKey() });
      },
      onError: (error) => showToast({ type: "error", message: errorText(error) }),
    }),
  );
}

/** While a run imports, the list is watched; when it ends, the list shows how (as the backups page does). */
export function useListFollowsRuns(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const running = useQuery({
    ...trpc.content.wordpressImport.index.queryOptions({
      search: [{ field: "status", operator: "eq", val: "running" }],
      limit: 1,
    }),
    refetchInterval: (query) => ((query.state.data?.total ?? 0) > 0 ? 2 * FOLLOW_MS : false),
  });
  const busy = (running.data?.total ?? 0) > 0;
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy)
      void queryClient.invalidateQueries({ queryKey: trpc.content.wordpressImport.pathKey() });
    wasBusy.current = busy;
  }, [busy, queryClient, trpc]);
}

/**
 * Puts a file in the place of one a report line misses: uploads it as an attachment, then has the item's
 * text point at it; the run's report is read again. A refusal is shown as a message.
 */
export function usePlaceMedia(id: number | null): PlaceMissing {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const place = useMutation(trpc.content.wordpressImport.placeMedia.mutationOptions());
  return async (line, path, file) => {
    if (id === null || (line.kind !== "post" && line.kind !== "page")) return;
    try {
      const url = await uploadFile(file, "wordpress");
      await place.mutateAsync({ id, kind: line.kind, item: line.id, path, url });
      showToast({ type: "success", message: t("contentAdmin.wordpressImport.placed") });
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.content.wordpressImport.pathKey() });
    }
  };
}
