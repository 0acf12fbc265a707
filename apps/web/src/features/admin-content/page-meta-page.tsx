import { pageMetaInput } from "@corp/server/schemas/content/page-meta";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { timeCell } from "../admin-auth/cells.tsx";
import { CrudPage } from "../admin-crud/crud-page.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { PageMetaRow } from "./content-types.ts";

/** content/pageMeta: each public path's title, keywords and description for search engines. */
export function PageMetaPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const add = useMutation(trpc.content.pageMeta.add.mutationOptions());
  const edit = useMutation(trpc.content.pageMeta.edit.mutationOptions());
  return (
    <CrudPage<PageMetaRow, typeof pageMetaInput>
      procedures={trpc.content.pageMeta}
      node="content/pageMeta"
      columns={[
        {
          field: "path",
          label: t("contentAdmin.common.path"),
          sortable: true,
          filter: { kind: "text", operator: "LIKE" },
        },
        { field: "title", label: t("contentAdmin.common.title"), filter: { kind: "text", operator: "LIKE" } },
        {
          field: "keywords",
          label: t("contentAdmin.common.keywords"),
          filter: { kind: "text", operator: "LIKE" },
        },
        { field: "description", label: t("contentAdmin.common.description"), hidden: true, filter: false },
        {
          field: "update_time",
          label: t("adminUi.common.updateTime"),
          sortable: true,
          render: (r) => timeCell(r.update_time),
          filter: false,
        },
      ]}
      fields={() => [
        {
          name: "path",
          label: t("contentAdmin.common.path"),
          type: "string",
          help: t("contentAdmin.pageMeta.pathHelp"),
        },
        {
          name: "title",
          label: t("contentAdmin.common.title"),
          type: "string",
          help: t("contentAdmin.pageMeta.titleHelp"),
        },
        { name: "keywords", label: t("contentAdmin.common.keywords"), type: "string" },
        { name: "description", label: t("contentAdmin.common.description"), type: "textarea" },
      ]}
      schema={pageMetaInput}
      defaults={(row) => ({
        path: row?.path ?? "/",
        title: row?.title ?? "",
        keywords: row?.keywords ?? "",
        description: row?.description ?? "",
      })}
      titles={{ add: t("contentAdmin.pageMeta.addTitle"), edit: t("contentAdmin.pageMeta.editTitle") }}
      save={(input, row) => (row ? edit.mutateAsync({ ...input, id: row.id }) : add.mutateAsync(input))}
    />
  );
}
