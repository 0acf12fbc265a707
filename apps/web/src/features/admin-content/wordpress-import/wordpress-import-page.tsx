import { Button, Flex, Text } from "@chakra-ui/react";
import type { ListedRowOf } from "@corp/domain/collections/collection";
import { importRun } from "@corp/domain/collections/content/import-run";
import { Upload } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CollectionOverrides, CollectionTable } from "../../admin-collections/collection-page.tsx";
import { useCan } from "../../admin-shell/permissions.tsx";
import { ImportDialog, type ImportDialogState } from "./import-dialog.tsx";
import { useListFollowsRuns, useStartImport } from "./use-import-run.ts";

type RunRow = ListedRowOf<typeof importRun>;

/** A long text cell (an old site's address, a failure) cut to one line, whole on hover. */
const oneLine = (name: "site_url" | "error") => (row: Record<string, unknown>) => (
  <Text maxW="14rem" truncate title={String(row[name] ?? "")}>
    {String(row[name] ?? "")}
  </Text>
);
const CELLS = { site_url: oneLine("site_url"), error: oneLine("error") };

/** What to export in WordPress, and the upload; while a run imports, the list follows it. */
function ImportHeader({ onUpload }: { onUpload: (() => void) | undefined }) {
  const { t } = useTranslation();
  useListFollowsRuns();
  return (
    <Flex gap="3" align="center" wrap="wrap" mb="3">
      <Text fontSize="sm" color="fg.muted" flex="1" minW="16rem">
        {t("contentAdmin.wordpressImport.intro")}
      </Text>
      {onUpload ? (
        <Button size="sm" colorPalette="blue" onClick={onUpload}>
          <Upload /> {t("contentAdmin.wordpressImport.upload")}
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * content/wordpressImport: the declared collection's page (the runs, newest first) with the upload of a
 * WordPress export above it; each run starts from its row or from its preview, and its progress and
 * report open in the same dialog.
 */
export function WordpressImportPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [dialog, setDialog] = useState<ImportDialogState>(null);
  const start = useStartImport((id) => setDialog({ step: "run", id }));
  const mayUpload = can("content/wordpressImport/add");
  const mayImport = can("content/wordpressImport/import");
  const { mutate: startRun, isPending: starting, variables: startingRun } = start;

  const overrides = useMemo<CollectionOverrides<RunRow>>(() => {
    const openUpload = mayUpload ? () => setDialog({ step: "upload" }) : undefined;
    return {
      header: <ImportHeader onUpload={openUpload} />,
      cells: CELLS,
      ...(openUpload ? { onAdd: openUpload } : {}),
      rowActions: (row) => (
        <>
          {mayImport && (row.status === "previewed" || row.status === "failed") ? (
            <Button
              size="xs"
              colorPalette="blue"
              loading={starting && startingRun?.id === row.id}
              onClick={() => startRun({ id: row.id })}
            >
              {t("contentAdmin.wordpressImport.start")}
            </Button>
          ) : null}
          <Button size="xs" variant="outline" onClick={() => setDialog({ step: "run", id: row.id })}>
            {t(
              row.status === "previewed"
                ? "contentAdmin.wordpressImport.viewPreview"
                : "contentAdmin.wordpressImport.viewReport",
            )}
          </Button>
        </>
      ),
    };
  }, [t, mayUpload, mayImport, startRun, starting, startingRun]);

  return (
    <CollectionTable<RunRow> collection={importRun} overrides={overrides}>
      <ImportDialog
        state={dialog}
        onShow={(id) => setDialog({ step: "run", id })}
        onClose={() => setDialog(null)}
      />
    </CollectionTable>
  );
}
