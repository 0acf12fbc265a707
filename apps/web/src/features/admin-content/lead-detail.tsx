import { Grid, Text } from "@chakra-ui/react";
import type { ListedRowOf } from "@corp/domain/collections/collection";
import { lead } from "@corp/domain/collections/content/lead";
import { useTranslation } from "react-i18next";
import { siteTime } from "../../lib/site-time.ts";
import { AdminDialog } from "../admin-crud/admin-dialog.tsx";

export type LeadRow = ListedRowOf<typeof lead>;

const KEPT_TO_ITSELF = new Set(["id", "submit_key", "update_time"]);
type Shown = Exclude<keyof typeof lead.fields, "id" | "submit_key" | "update_time">;

/** The lead's fields as declared, but those the server keeps for its own use. */
const SHOWN = (Object.keys(lead.fields) as (keyof typeof lead.fields)[]).filter(
  (name): name is Shown => !KEPT_TO_ITSELF.has(name),
);

/** A lead as the visitor sent it, whole (the list cuts the message short), with its origin and handling. */
export function LeadDetail({ row, onClose }: { row: LeadRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const texts = "collections.content/lead";
  const shown = (r: LeadRow, name: (typeof SHOWN)[number]): string => {
    if (name === "create_time") return siteTime(r.create_time);
    if (name === "consent") return t(`${texts}.choices.consent.${r.consent}`);
    if (name === "status") return t(`${texts}.choices.status.${r.status}`);
    if (name === "assignee_id") return r.assignee_name;
    return r[name];
  };
  return (
    <AdminDialog open={row !== null} title={t("contentAdmin.lead.detailTitle")} onClose={onClose}>
      {row ? (
        <Grid
          as="dl"
          templateColumns="max-content minmax(0, 1fr)"
          columnGap="4"
          rowGap="2"
          fontSize="sm"
          data-testid="lead-detail"
        >
          {SHOWN.map((name) => {
            const value = shown(row, name);
            if (value === "") return null;
            return [
              <Text key={`${name}-label`} as="dt" color="fg.muted">
                {t(`${texts}.fields.${name}`)}
              </Text>,
              <Text key={`${name}-value`} as="dd" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {value}
              </Text>,
            ];
          })}
        </Grid>
      ) : null}
    </AdminDialog>
  );
}
