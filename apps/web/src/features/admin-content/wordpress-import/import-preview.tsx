import { Box, DataList, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { IMPORT_KINDS, type ImportPreview } from "./import-report.ts";

/** What an uploaded export holds: its site, and per kind what will be imported, came before, or is skipped. */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const others = Object.entries(preview.otherTypes);
  return (
    <Stack gap="4" data-testid="wordpress-preview">
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t("contentAdmin.wordpressImport.site")}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{preview.site}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("contentAdmin.wordpressImport.siteTitle")}</DataList.ItemLabel>
          <DataList.ItemValue>{preview.title || "-"}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("contentAdmin.wordpressImport.authors")}</DataList.ItemLabel>
          <DataList.ItemValue>{preview.authors.join(", ") || "-"}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("contentAdmin.wordpressImport.kind")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t("contentAdmin.wordpressImport.toImport")}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t("contentAdmin.wordpressImport.importedBefore")}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t("contentAdmin.wordpressImport.skip")}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {IMPORT_KINDS.map((kind) => {
              const count = preview.counts[kind];
              return (
                <Table.Row key={kind} data-kind={kind}>
                  <Table.Cell>{t(`contentAdmin.wordpressImport.kinds.${kind}`)}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight={count.toImport > 0 ? "semibold" : undefined}>
                    {count.toImport}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{count.imported}</Table.Cell>
                  <Table.Cell textAlign="end">{count.skipped}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t("contentAdmin.wordpressImport.skipHelp")}
      </Text>
      <Text fontSize="sm">
        {t("contentAdmin.wordpressImport.otherTypes", {
          types:
            others.length > 0
              ? others.map(([type, n]) => `${type} × ${n}`).join(", ")
              : t("contentAdmin.wordpressImport.none"),
        })}
      </Text>
    </Stack>
  );
}
