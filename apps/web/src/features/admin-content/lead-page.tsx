import { Button, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { lead } from "@corp/domain/collections/content/lead";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../theme/toaster-store.ts";
import { type CollectionOverrides, CollectionTable } from "../admin-collections/collection-page.tsx";
import { errorText } from "../admin-crud/error-text.ts";
import { useCan } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { LeadDetail, type LeadRow } from "./lead-detail.tsx";

const BATCH = [
  ["handled", "markHandled"],
  ["spam", "markSpam"],
  ["new", "markNew"],
] as const;

/**
 * content/lead: the leads inbox, the declared collection's page (filters by status, time and keyword,
 * CSV export, edit of status, assignee and remark) with a lead's whole text in its details, the admins
 * to give it to, and marking the selected leads handled, spam or new at once.
 */
export function LeadPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const can = useCan();
  const queryClient = useQueryClient();
  const editing = can("content/lead/edit");
  const assignees = useQuery({ ...trpc.content.lead.assignees.queryOptions(), enabled: editing });
  const setStatus = useMutation(trpc.content.lead.setStatus.mutationOptions());
  const [viewing, setViewing] = useState<LeadRow | null>(null);

  const overrides = useMemo<CollectionOverrides<LeadRow>>(() => {
    const mark = async (ids: number[], status: (typeof BATCH)[number][0], done: () => Promise<void>) => {
      try {
        const { count } = await setStatus.mutateAsync({ ids, status });
        showToast({ type: "success", message: t("contentAdmin.lead.marked", { count }) });
        await queryClient.invalidateQueries({ queryKey: trpc.content.lead.pathKey() });
        await done();
      } catch (error) {
        showToast({ type: "error", message: errorText(error) });
      }
    };
    return {
      cells: {
        message: (row) => (
          <Text title={String(row.message ?? "")} maxW="12rem" truncate>
            {String(row.message ?? "")}
          </Text>
        ),
      },
      inputs: {
        assignee_id: ({ value, onChange }) => (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t("collections.content/lead.fields.assignee_id")}
              value={value === null || value === undefined ? "" : String(value)}
              onChange={(event) => onChange(event.target.value)}
            >
              <option value="">{t("contentAdmin.lead.unassigned")}</option>
              {(assignees.data ?? []).map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.name}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        ),
      },
      rowActions: (row) => (
        <Button size="xs" variant="outline" onClick={() => setViewing(row)}>
          {t("contentAdmin.lead.view")}
        </Button>
      ),
      ...(editing
        ? {
            batchActions: (selected, done) => (
              <HStack gap="2" wrap="wrap">
                {BATCH.map(([status, label]) => (
                  <Button
                    key={status}
                    size="sm"
                    variant="outline"
                    disabled={selected.length === 0}
                    loading={setStatus.isPending}
                    onClick={() => void mark(selected, status, done)}
                  >
                    {t(`contentAdmin.lead.${label}`)}
                  </Button>
                ))}
              </HStack>
            ),
          }
        : {}),
    };
  }, [t, editing, assignees.data, setStatus, queryClient, trpc]);

  return (
    <CollectionTable<LeadRow> collection={lead} overrides={overrides}>
      <LeadDetail row={viewing} onClose={() => setViewing(null)} />
    </CollectionTable>
  );
}
