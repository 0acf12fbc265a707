import { MENU_LEVELS, menuInput } from "@corp/server/schemas/content/menu";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusBadge, Thumb } from "../admin-auth/cells.tsx";
import type { Choice } from "../admin-crud/crud-columns.ts";
import { CrudPage } from "../admin-crud/crud-page.tsx";
import { statusChoices } from "../admin-crud/fields/status-field.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import { closingFields } from "./content-columns.tsx";
import type { MenuRow } from "./content-types.ts";
import { parentChoices } from "./tree-parents.ts";

/** content/menu: the public site's navigation, three levels, in drag order. */
export function MenuPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const add = useMutation(trpc.content.menu.add.mutationOptions());
  const edit = useMutation(trpc.content.menu.edit.mutationOptions());
  const [tree, setTree] = useState<MenuRow[]>([]);
  const parents = (row: MenuRow | undefined): Choice[] =>
    parentChoices(tree, {
      top: t("contentAdmin.common.top"),
      label: (item) => item.title,
      ...(row ? { editing: row.id } : {}),
      // An item under a third-level one would be a fourth level.
      maxParentDepth: MENU_LEVELS - 1,
    });
  return (
    <CrudPage<MenuRow, typeof menuInput>
      procedures={trpc.content.menu}
      node="content/menu"
      tree
      beforeOpen={async () => {
        const menus = await queryClient.fetchQuery(trpc.content.menu.index.queryOptions({ limit: 1000 }));
        setTree(menus.list);
      }}
      columns={[
        { field: "title", label: t("contentAdmin.common.title"), filter: { kind: "text", operator: "LIKE" } },
        {
          field: "title_en",
          label: t("contentAdmin.common.titleEn"),
          filter: { kind: "text", operator: "LIKE" },
        },
        {
          field: "thumb",
          label: t("contentAdmin.menu.thumb"),
          render: (r) => <Thumb url={r.thumb} />,
          filter: false,
        },
        { field: "path", label: t("contentAdmin.common.path"), filter: { kind: "text", operator: "LIKE" } },
        { field: "weigh", label: t("contentAdmin.common.weigh"), filter: false },
        {
          field: "status",
          label: t("adminUi.common.status"),
          render: (r) => <StatusBadge status={r.status} />,
          filter: { kind: "select", operator: "eq", options: statusChoices(t) },
        },
      ]}
      fields={(row) => [
        { name: "pid", label: t("contentAdmin.common.parent"), type: "select", options: parents(row) },
        { name: "title", label: t("contentAdmin.common.title"), type: "string" },
        { name: "title_en", label: t("contentAdmin.common.titleEn"), type: "string" },
        {
          name: "thumb",
          label: t("contentAdmin.menu.thumb"),
          type: "image",
          help: t("contentAdmin.menu.thumbHelp"),
        },
        {
          name: "path",
          label: t("contentAdmin.common.path"),
          type: "string",
          help: t("contentAdmin.menu.pathHelp"),
        },
        ...closingFields(t),
      ]}
      schema={menuInput}
      defaults={(row) => ({
        pid: String(row?.pid ?? 0),
        title: row?.title ?? "",
        title_en: row?.title_en ?? "",
        thumb: row?.thumb ?? "",
        path: row?.path ?? "",
        weigh: row?.weigh ?? 0,
        status: row?.status ?? "enable",
      })}
      titles={{ add: t("contentAdmin.menu.addTitle"), edit: t("contentAdmin.menu.editTitle") }}
      save={(input, row) => (row ? edit.mutateAsync({ ...input, id: row.id }) : add.mutateAsync(input))}
    />
  );
}
