import { bannerInput } from "@corp/server/schemas/content/banner";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Thumb } from "../admin-auth/cells.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { closingColumns, closingFields } from "./content-columns.tsx";
import { ContentPage } from "./content-page.tsx";
import type { BannerRow } from "./content-types.ts";

/** content/banner: the home page's carousel, in drag order. */
export function BannerPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const add = useMutation(trpc.content.banner.add.mutationOptions());
  const edit = useMutation(trpc.content.banner.edit.mutationOptions());
  return (
    <ContentPage<BannerRow, typeof bannerInput>
      procedures={trpc.content.banner}
      node="content/banner"
      columns={[
        {
          field: "image",
          label: t("contentAdmin.common.image"),
          render: (r) => <Thumb url={r.image} />,
          filter: false,
        },
        { field: "title", label: t("contentAdmin.common.title"), filter: { kind: "text", operator: "LIKE" } },
        {
          field: "summary",
          label: t("contentAdmin.common.summary"),
          filter: { kind: "text", operator: "LIKE" },
        },
        { field: "link", label: t("contentAdmin.common.link"), filter: false },
        ...closingColumns<BannerRow>(t),
      ]}
      fields={() => [
        { name: "title", label: t("contentAdmin.common.title"), type: "string" },
        { name: "summary", label: t("contentAdmin.common.summary"), type: "textarea" },
        {
          name: "image",
          label: t("contentAdmin.common.image"),
          type: "image",
          help: t("contentAdmin.banner.imageHelp"),
        },
        {
          name: "link",
          label: t("contentAdmin.common.link"),
          type: "string",
          help: t("contentAdmin.common.linkHelp"),
        },
        ...closingFields(t),
      ]}
      schema={bannerInput}
      defaults={(row) => ({
        title: row?.title ?? "",
        summary: row?.summary ?? "",
        image: row?.image ?? "",
        link: row?.link ?? "",
        weigh: row?.weigh ?? 0,
        status: row?.status ?? "enable",
      })}
      titles={{ add: t("contentAdmin.banner.addTitle"), edit: t("contentAdmin.banner.editTitle") }}
      save={(input, row) => (row ? edit.mutateAsync({ ...input, id: row.id }) : add.mutateAsync(input))}
    />
  );
}
