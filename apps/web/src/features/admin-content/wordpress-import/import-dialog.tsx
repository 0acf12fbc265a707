import { Button, Center, Spinner, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AdminDialog } from "../../admin-crud/admin-dialog.tsx";
import { errorText } from "../../admin-crud/error-text.ts";
import { useCan } from "../../admin-shell/permissions.tsx";
import { useTRPC } from "../../admin-shell/trpc.ts";
import { RunBody, TITLES } from "./run-body.tsx";
import { UploadFields, useExportUpload } from "./upload-fields.tsx";
import { useImportRun, usePlaceMedia, useStartImport } from "./use-import-run.ts";

/** What the dialog shows: the upload form, or one run (its preview, its progress or its report). */
export type ImportDialogState = { step: "upload" } | { step: "run"; id: number } | null;

/**
 * The WordPress import dialog: upload an export and see its preview, start it, follow its progress
 * (asked every second) and read its report. A run the list opens comes in at the state it is in.
 */
export function ImportDialog({
  state,
  onShow,
  onClose,
}: {
  state: ImportDialogState;
  /** Shows a run: the one just uploaded. */
  onShow: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const upload = useExportUpload((id) => {
    void queryClient.invalidateQueries({ queryKey: trpc.content.wordpressImport.pathKey() });
    onShow(id);
  });
  const runId = state?.step === "run" ? state.id : null;
  const progress = useImportRun(runId);
  const start = useStartImport(() => undefined);
  const placeMedia = usePlaceMedia(runId);
  const run = progress.data?.id === runId ? progress.data : undefined;
  const close = () => {
    upload.reset();
    onClose();
  };

  const startable = run && (run.status === "previewed" || run.status === "failed");
  const startButton =
    startable && can("content/wordpressImport/import") ? (
      <Button colorPalette="blue" loading={start.isPending} onClick={() => start.mutate({ id: run.id })}>
        {t("contentAdmin.wordpressImport.start")}
      </Button>
    ) : undefined;
  const uploading = state?.step === "upload";
  const sendButton = (
    <Button
      colorPalette="blue"
      disabled={!upload.file}
      loading={upload.busy}
      loadingText={t("contentAdmin.wordpressImport.sending")}
      onClick={() => void upload.send()}
    >
      {t("contentAdmin.wordpressImport.send")}
    </Button>
  );
  const title = uploading ? "uploadTitle" : run ? TITLES[run.status] : "reportTitle";
  const actions = uploading ? sendButton : startButton;
  return (
    <AdminDialog
      open={state !== null}
      title={t(`contentAdmin.wordpressImport.${title}`)}
      onClose={close}
      size={uploading ? "md" : "xl"}
      scrollBehavior="inside"
      {...(actions ? { actions } : {})}
    >
      {uploading ? (
        <UploadFields upload={upload} />
      ) : run ? (
        <RunBody run={run} {...(can("content/wordpressImport/import") ? { onPlace: placeMedia } : {})} />
      ) : progress.isError ? (
        <Text color="fg.error">{errorText(progress.error)}</Text>
      ) : (
        <Center py="8">
          <Spinner />
        </Center>
      )}
    </AdminDialog>
  );
}
