import { Box, Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../theme/toaster-store.ts";
import { AdminDialog } from "../admin-crud/admin-dialog.tsx";
import { timeCell } from "../admin-crud/cells.tsx";
import { ConfirmDialog } from "../admin-crud/confirm-dialog.tsx";
import { errorText } from "../admin-crud/error-text.ts";
import { useCan } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { articleDiff, type FieldDiff } from "./article-diff.ts";
import type { ArticleRow } from "./content-types.ts";

type Props = { article: ArticleRow | null; onClose: () => void };

/** One field's changes: removed text struck through in red, added text in green. */
function FieldChanges({ diff }: { diff: FieldDiff }) {
  return (
    <Box as="pre" whiteSpace="pre-wrap" fontFamily="inherit" fontSize="sm" m="0">
      {diff.parts.map((part, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
          key={i}
          as={part.removed ? "del" : part.added ? "ins" : "span"}
          bg={part.removed ? "red.subtle" : part.added ? "green.subtle" : undefined}
          textDecoration={part.removed ? "line-through" : "none"}
        >
          {part.value}
        </Box>
      ))}
    </Box>
  );
}

/** An article's revisions: who saved each and when, its differences from now, and restoring it. */
export function ArticleRevisions({ article, onClose }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const can = useCan();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const revisions = useQuery({
    ...trpc.content.article.revisions.queryOptions({ id: article?.id ?? 0 }),
    enabled: article !== null,
  });
  const revision = useQuery({
    ...trpc.content.article.revision.queryOptions({ id: chosen ?? 0 }),
    enabled: chosen !== null,
  });
  const restore = useMutation(trpc.content.article.restore.mutationOptions());
  const close = () => {
    setChosen(null);
    onClose();
  };
  // The article as stored now (the list's row may be older than the last save), for those who may read it.
  const mayRead = can("content/article/edit");
  const stored = useQuery({
    ...trpc.content.article.get.queryOptions({ id: article?.id ?? 0 }),
    enabled: article !== null && mayRead,
  });
  const current = mayRead ? stored.data : article;
  const diffs = revision.data && current ? articleDiff(revision.data.fields, current) : [];
  const label = (field: string) => t(`collections.content/article.fields.${field}`);

  const doRestore = async () => {
    if (chosen === null || !article) return;
    try {
      await restore.mutateAsync({ id: chosen, article_id: article.id });
      showToast({ type: "success", message: t("contentAdmin.article.restored") });
      setConfirming(false);
      await queryClient.invalidateQueries(trpc.content.article.pathFilter());
      close();
    } catch (error) {
      setConfirming(false);
      showToast({ type: "error", message: errorText(error) });
    }
  };

  return (
    <>
      <AdminDialog
        open={article !== null}
        title={t("contentAdmin.article.revisionsTitle", { title: article?.title ?? "" })}
        onClose={close}
        size="lg"
        scrollBehavior="inside"
        actions={
          chosen !== null && can("content/article/restore") ? (
            <Button colorPalette="brand" onClick={() => setConfirming(true)}>
              {t("contentAdmin.article.restore")}
            </Button>
          ) : null
        }
      >
        <Stack gap="4">
          {revisions.data?.list.length === 0 ? <Text>{t("contentAdmin.article.noRevisions")}</Text> : null}
          <Stack gap="1" role="list">
            {revisions.data?.list.map((r) => (
              <HStack
                key={r.id}
                role="listitem"
                justify="space-between"
                p="2"
                borderRadius="md"
                bg={r.id === chosen ? "brand.subtle" : undefined}
              >
                <Box>
                  <Text fontWeight="medium">{r.title}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t("contentAdmin.article.savedBy", {
                      time: timeCell(r.create_time),
                      admin: r.admin_name || "-",
                    })}
                  </Text>
                </Box>
                <Button size="xs" variant="outline" onClick={() => setChosen(r.id)}>
                  {t("contentAdmin.article.compare")}
                </Button>
              </HStack>
            ))}
          </Stack>
          {revision.data && current ? (
            diffs.length === 0 ? (
              <Text>{t("contentAdmin.article.unchanged")}</Text>
            ) : (
              <Table.Root size="sm" aria-label={t("contentAdmin.article.compare")}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t("contentAdmin.article.field")}</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <del>{t("contentAdmin.article.before")}</del> /{" "}
                      <ins>{t("contentAdmin.article.after")}</ins>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {diffs.map((diff) => (
                    <Table.Row key={diff.field}>
                      <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                        {label(diff.field)}
                      </Table.Cell>
                      <Table.Cell>
                        <FieldChanges diff={diff} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )
          ) : null}
        </Stack>
      </AdminDialog>
      <ConfirmDialog
        open={confirming}
        text={t("contentAdmin.article.restoreConfirm")}
        busy={restore.isPending}
        onConfirm={() => void doRestore()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
