import { Text } from "@chakra-ui/react";
import { corpInput } from "@corp/server/schemas/content/corp";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Thumb } from "../admin-auth/cells.tsx";
import { CrudPage } from "../admin-crud/crud-page.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { closingColumns, closingFields } from "./content-columns.tsx";
import type { CorpRow } from "./content-types.ts";

/** The form's values: an empty founding year is none. */
const corpForm = corpInput.extend({
  founded_year: z.preprocess((v) => (v === "" || v === undefined ? null : v), corpInput.shape.founded_year),
});

/** content/corp: the company profile shown on the about and contact pages and in every page's footer. */
export function CorpPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const add = useMutation(trpc.content.corp.add.mutationOptions());
  const edit = useMutation(trpc.content.corp.edit.mutationOptions());
  return (
    <CrudPage<CorpRow, typeof corpForm>
      procedures={trpc.content.corp}
      node="content/corp"
      intro={
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t("contentAdmin.corp.intro")}
        </Text>
      }
      columns={[
        {
          field: "logo",
          label: t("contentAdmin.corp.logo"),
          render: (r) => <Thumb url={r.logo} />,
          filter: false,
        },
        { field: "name", label: t("contentAdmin.common.name"), filter: { kind: "text", operator: "LIKE" } },
        { field: "phone", label: t("contentAdmin.corp.phone"), filter: false },
        { field: "email", label: t("contentAdmin.corp.email"), filter: false },
        { field: "address", label: t("contentAdmin.corp.address"), hidden: true, filter: false },
        ...closingColumns<CorpRow>(t),
      ]}
      fields={() => [
        { name: "name", label: t("contentAdmin.common.name"), type: "string" },
        { name: "name_en", label: t("contentAdmin.common.nameEn"), type: "string" },
        { name: "slogan", label: t("contentAdmin.corp.slogan"), type: "string" },
        { name: "founded_year", label: t("contentAdmin.corp.foundedYear"), type: "number" },
        { name: "phone", label: t("contentAdmin.corp.phone"), type: "string" },
        { name: "email", label: t("contentAdmin.corp.email"), type: "string" },
        { name: "address", label: t("contentAdmin.corp.address"), type: "string" },
        { name: "zipcode", label: t("contentAdmin.corp.zipcode"), type: "string" },
        { name: "website", label: t("contentAdmin.corp.website"), type: "string" },
        {
          name: "record_number",
          label: t("contentAdmin.corp.recordNumber"),
          type: "string",
          help: t("contentAdmin.corp.recordNumberHelp"),
        },
        { name: "logo", label: t("contentAdmin.corp.logo"), type: "image" },
        { name: "qr", label: t("contentAdmin.corp.qr"), type: "image", help: t("contentAdmin.corp.qrHelp") },
        { name: "image", label: t("contentAdmin.corp.image"), type: "image" },
        { name: "summary", label: t("contentAdmin.common.summary"), type: "textarea" },
        { name: "content", label: t("contentAdmin.corp.content"), type: "editor" },
        { name: "culture", label: t("contentAdmin.corp.culture"), type: "editor" },
        ...closingFields(t),
      ]}
      schema={corpForm}
      defaults={(row) => ({
        name: row?.name ?? "",
        name_en: row?.name_en ?? "",
        slogan: row?.slogan ?? "",
        founded_year: row?.founded_year ?? "",
        phone: row?.phone ?? "",
        email: row?.email ?? "",
        address: row?.address ?? "",
        zipcode: row?.zipcode ?? "",
        website: row?.website ?? "",
        record_number: row?.record_number ?? "",
        logo: row?.logo ?? "",
        qr: row?.qr ?? "",
        image: row?.image ?? "",
        summary: row?.summary ?? "",
        content: row?.content ?? "",
        culture: row?.culture ?? "",
        weigh: row?.weigh ?? 0,
        status: row?.status ?? "enable",
      })}
      titles={{ add: t("contentAdmin.corp.addTitle"), edit: t("contentAdmin.corp.editTitle") }}
      save={(input, row) => (row ? edit.mutateAsync({ ...input, id: row.id }) : add.mutateAsync(input))}
    />
  );
}
