import { friendLinkInput } from "@corp/server/schemas/content/friend-link";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../admin-shell/trpc.ts";
import { closingColumns, closingFields } from "./content-columns.tsx";
import { ContentPage } from "./content-page.tsx";
import type { FriendLinkRow } from "./content-types.ts";

/** content/friendLink: the footer's friendly links, in drag order. */
export function FriendLinkPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const add = useMutation(trpc.content.friendLink.add.mutationOptions());
  const edit = useMutation(trpc.content.friendLink.edit.mutationOptions());
  return (
    <ContentPage<FriendLinkRow, typeof friendLinkInput>
      procedures={trpc.content.friendLink}
      node="content/friendLink"
      columns={[
        { field: "title", label: t("contentAdmin.common.title"), filter: { kind: "text", operator: "LIKE" } },
        {
          field: "link",
          label: t("contentAdmin.common.link"),
          render: (r) => (
            <a href={r.link} target="_blank" rel="noopener noreferrer">
              {r.link}
            </a>
          ),
          filter: { kind: "text", operator: "LIKE" },
        },
        ...closingColumns<FriendLinkRow>(t),
      ]}
      fields={() => [
        { name: "title", label: t("contentAdmin.common.title"), type: "string" },
        {
          name: "link",
          label: t("contentAdmin.common.link"),
          type: "string",
          help: t("contentAdmin.friendLink.linkHelp"),
        },
        ...closingFields(t),
      ]}
      schema={friendLinkInput}
      defaults={(row) => ({
        title: row?.title ?? "",
        link: row?.link ?? "https://",
        weigh: row?.weigh ?? 0,
        status: row?.status ?? "enable",
      })}
      titles={{ add: t("contentAdmin.friendLink.addTitle"), edit: t("contentAdmin.friendLink.editTitle") }}
      save={(input, row) => (row ? edit.mutateAsync({ ...input, id: row.id }) : add.mutateAsync(input))}
    />
  );
}
