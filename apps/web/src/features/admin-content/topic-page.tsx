import { topicInput } from "@corp/server/schemas/content/topic";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Thumb } from "../admin-auth/cells.tsx";
import { CrudPage } from "../admin-crud/crud-page.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { closingColumns, closingFields } from "./content-columns.tsx";
import type { TopicRow } from "./content-types.ts";

/** content/topic: the special reports; articles join one by their topic. */
export function TopicPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const add = useMutation(trpc.content.topic.add.mutationOptions());
  const edit = useMutation(trpc.content.topic.edit.mutationOptions());
  return (
    <CrudPage<TopicRow, typeof topicInput>
      procedures={trpc.content.topic}
      node="content/topic"
      columns={[
        {
          field: "id",
          label: t("adminUi.common.id"),
          sortable: true,
          filter: { kind: "number", operator: "eq" },
        },
        {
          field: "image",
          label: t("contentAdmin.common.cover"),
          render: (r) => <Thumb url={r.image} />,
          filter: false,
        },
        { field: "title", label: t("contentAdmin.common.title"), filter: { kind: "text", operator: "LIKE" } },
        {
          field: "title_en",
          label: t("contentAdmin.common.titleEn"),
          filter: { kind: "text", operator: "LIKE" },
        },
        { field: "summary", label: t("contentAdmin.common.summary"), hidden: true, filter: false },
        ...closingColumns<TopicRow>(t),
      ]}
      fields={() => [
        { name: "title", label: t("contentAdmin.common.title"), type: "string" },
        { name: "title_en", label: t("contentAdmin.common.titleEn"), type: "string" },
        { name: "summary", label: t("contentAdmin.common.summary"), type: "textarea" },
        {
          name: "image",
          label: t("contentAdmin.common.cover"),
          type: "image",
          help: t("contentAdmin.common.imageHelp"),
        },
        ...closingFields(t),
      ]}
      schema={topicInput}
      defaults={(row) => ({
        title: row?.title ?? "",
        title_en: row?.title_en ?? "",
        summary: row?.summary ?? "",
        image: row?.image ?? "",
        weigh: row?.weigh ?? 0,
        status: row?.status ?? "enable",
      })}
      titles={{ add: t("contentAdmin.topic.addTitle"), edit: t("contentAdmin.topic.editTitle") }}
      save={(input, row) => (row ? edit.mutateAsync({ ...input, id: row.id }) : add.mutateAsync(input))}
    />
  );
}
