import { categoryInput } from "@corp/server/schemas/content/category";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusBadge, timeCell } from "../admin-auth/cells.tsx";
import { CrudPage } from "../admin-crud/crud-page.tsx";
import { statusChoices } from "../admin-crud/fields/status-field.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import { closingFields } from "./content-columns.tsx";
import type { CategoryRow } from "./content-types.ts";
import { parentChoices } from "./tree-parents.ts";

/** content/category: the article categories (a tree); one holding articles cannot be deleted. */
export function CategoryPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const add = useMutation(trpc.content.category.add.mutationOptions());
  const edit = useMutation(trpc.content.category.edit.mutationOptions());
  const [tree, setTree] = useState<CategoryRow[]>([]);
  return (
    <CrudPage<CategoryRow, typeof categoryInput>
      procedures={trpc.content.category}
      node="content/category"
      tree
      beforeOpen={async () => {
        const categories = await queryClient.fetchQuery(
          trpc.content.category.index.queryOptions({ limit: 1000 }),
        );
        setTree(categories.list);
      }}
      columns={[
        { field: "name", label: t("contentAdmin.common.name"), filter: { kind: "text", operator: "LIKE" } },
        {
          field: "name_en",
          label: t("contentAdmin.common.nameEn"),
          filter: { kind: "text", operator: "LIKE" },
        },
        { field: "id", label: t("adminUi.common.id"), filter: { kind: "number", operator: "eq" } },
        { field: "weigh", label: t("contentAdmin.common.weigh"), filter: false },
        {
          field: "status",
          label: t("adminUi.common.status"),
          render: (r) => <StatusBadge status={r.status} />,
          filter: { kind: "select", operator: "eq", options: statusChoices(t) },
        },
        {
          field: "update_time",
          label: t("adminUi.common.updateTime"),
          render: (r) => timeCell(r.update_time),
          filter: false,
        },
      ]}
      fields={(row) => [
        {
          name: "pid",
          label: t("contentAdmin.common.parent"),
          type: "select",
          options: parentChoices(tree, {
            top: t("contentAdmin.common.top"),
            label: (item) => item.name,
            ...(row ? { editing: row.id } : {}),
          }),
        },
        { name: "name", label: t("contentAdmin.common.name"), type: "string" },
        { name: "name_en", label: t("contentAdmin.common.nameEn"), type: "string" },
        ...closingFields(t),
      ]}
      schema={categoryInput}
      defaults={(row) => ({
        pid: String(row?.pid ?? 0),
        name: row?.name ?? "",
        name_en: row?.name_en ?? "",
        weigh: row?.weigh ?? 0,
        status: row?.status ?? "enable",
      })}
      titles={{ add: t("contentAdmin.category.addTitle"), edit: t("contentAdmin.category.editTitle") }}
      save={(input, row) => (row ? edit.mutateAsync({ ...input, id: row.id }) : add.mutateAsync(input))}
    />
  );
}
