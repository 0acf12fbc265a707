import { pageInput } from "@corp/server/schemas/content/page";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CrudPage } from "../admin-crud/crud-page.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { closingColumns, closingFields } from "./content-columns.tsx";
import type { PageRow } from "./content-types.ts";

/** content/page: the single pages (about us, history, contact...) with their search-engine entries. */
export function PagePage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const add = useMutation(trpc.content.page.add.mutationOptions());
  const edit = useMutation(trpc.content.page.edit.mutationOptions());
  return (
    <CrudPage<PageRow, typeof pageInput>
      procedures={trpc.content.page}
      node="content/page"
      columns={[
        { field: "title", label: t("contentAdmin.common.title"), filter: { kind: "text", operator: "LIKE" } },
        { field: "slug", label: t("contentAdmin.page.slug"), filter: { kind: "text", operator: "eq" } },
        { field: "title_en", label: t("contentAdmin.common.titleEn"), filter: false },
        ...closingColumns<PageRow>(t),
      ]}
      fields={() => [
        {
          name: "slug",
          label: t("contentAdmin.page.slug"),
          type: "string",
          help: t("contentAdmin.page.slugHelp"),
        },
        { name: "title", label: t("contentAdmin.common.title"), type: "string" },
        { name: "title_en", label: t("contentAdmin.common.titleEn"), type: "string" },
        { name: "image", label: t("contentAdmin.common.image"), type: "image" },
        { name: "content", label: t("contentAdmin.common.content"), type: "editor" },
        {
          name: "keywords",
          label: t("contentAdmin.common.keywords"),
          type: "string",
          help: t("contentAdmin.common.tdkHelp"),
        },
        { name: "description", label: t("contentAdmin.common.description"), type: "textarea" },
        ...closingFields(t),
      ]}
      schema={pageInput}
      defaults={(row) => ({
        slug: row?.slug ?? "",
        title: row?.title ?? "",
        title_en: row?.title_en ?? "",
        image: row?.image ?? "",
        content: row?.content ?? "",
        keywords: row?.keywords ?? "",
        description: row?.description ?? "",
        weigh: row?.weigh ?? 0,
        status: row?.status ?? "enable",
      })}
      titles={{ add: t("contentAdmin.page.addTitle"), edit: t("contentAdmin.page.editTitle") }}
      save={(input, row) => (row ? edit.mutateAsync({ ...input, id: row.id }) : add.mutateAsync(input))}
    />
  );
}
