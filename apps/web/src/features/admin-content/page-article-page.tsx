import { pageArticleInput } from "@corp/server/schemas/content/page-article";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { StatusBadge, Thumb } from "../admin-auth/cells.tsx";
import type { Choice } from "../admin-crud/crud-columns.ts";
import { CrudPage } from "../admin-crud/crud-page.tsx";
import { statusChoices } from "../admin-crud/fields/status-field.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import { closingFields } from "./content-columns.tsx";
import type { PageArticleRow } from "./content-types.ts";

/** content/pageArticle: the entries of single pages (the steps of the history timeline), in drag order. */
export function PageArticlePage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const add = useMutation(trpc.content.pageArticle.add.mutationOptions());
  const edit = useMutation(trpc.content.pageArticle.edit.mutationOptions());
  const pages = useQuery(trpc.content.page.index.queryOptions({ limit: 1000 }));
  const pageChoices: Choice[] = (pages.data?.list ?? []).map((p) => ({
    value: String(p.id),
    label: p.title,
  }));
  return (
    <CrudPage<PageArticleRow, typeof pageArticleInput>
      procedures={trpc.content.pageArticle}
      node="content/pageArticle"
      columns={[
        {
          field: "page_id",
          label: t("contentAdmin.pageArticle.page"),
          render: (r) => r.page_title,
          filter: { kind: "select", operator: "eq", options: pageChoices },
        },
        {
          field: "event_date",
          label: t("contentAdmin.pageArticle.eventDate"),
          sortable: true,
          filter: false,
        },
        { field: "title", label: t("contentAdmin.common.title"), filter: { kind: "text", operator: "LIKE" } },
        {
          field: "image",
          label: t("contentAdmin.common.image"),
          render: (r) => <Thumb url={r.image} />,
          filter: false,
        },
        { field: "weigh", label: t("contentAdmin.common.weigh"), sortable: true, filter: false },
        {
          field: "status",
          label: t("adminUi.common.status"),
          render: (r) => <StatusBadge status={r.status} />,
          filter: { kind: "select", operator: "eq", options: statusChoices(t) },
        },
      ]}
      fields={() => [
        { name: "page_id", label: t("contentAdmin.pageArticle.page"), type: "select", options: pageChoices },
        { name: "title", label: t("contentAdmin.common.title"), type: "string" },
        {
          name: "event_date",
          label: t("contentAdmin.pageArticle.eventDate"),
          type: "string",
          help: t("contentAdmin.pageArticle.eventDateHelp"),
        },
        { name: "image", label: t("contentAdmin.common.image"), type: "image" },
        { name: "content", label: t("contentAdmin.common.content"), type: "editor" },
        ...closingFields(t),
      ]}
      schema={pageArticleInput}
      defaults={(row) => ({
        page_id: String(row?.page_id ?? pageChoices[0]?.value ?? ""),
        title: row?.title ?? "",
        event_date: row?.event_date ?? "",
        image: row?.image ?? "",
        content: row?.content ?? "",
        weigh: row?.weigh ?? 0,
        status: row?.status ?? "enable",
      })}
      titles={{ add: t("contentAdmin.pageArticle.addTitle"), edit: t("contentAdmin.pageArticle.editTitle") }}
      save={(input, row) => (row ? edit.mutateAsync({ ...input, id: row.id }) : add.mutateAsync(input))}
    />
  );
}
