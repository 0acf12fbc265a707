import { Heading, Spinner, Text } from "@chakra-ui/react";
import type { TableDesign } from "@corp/domain/crud-design/design-schema";
import { designedRuleOf } from "@corp/domain/crud-design/identifiers";
import { rowInputSchema } from "@corp/domain/crud-design/row-schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useLanguage } from "../../i18n/use-language.ts";
import { CrudFormDialog } from "../admin-crud/crud-form.tsx";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import { usePagePath } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { designedColumns, designedDefaults, designedFields, titleIn } from "./designed-columns.tsx";
import { type DesignedRow, designedProcedures } from "./designed-procedures.ts";

type Editing = { row: DesignedRow | undefined } | null;
type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * designed/<table>: the admin page of a table the designer generated, built from its live design as
 * the server holds it: columns, filters, form and checks change as soon as the design does.
 */
export function DesignedPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const table = usePagePath().replace(/^designed\//, "");
  const design = useQuery(trpc.designed.design.queryOptions({ table }));
  if (design.isPending) return <Spinner />;
  if (!design.data) {
    return (
      <Text color="fg.muted" py="6" role="alert">
        {t("crudDesigner.page.missing")}
      </Text>
    );
  }
  // A new design remounts the page: columns, form and the saved column choice follow it.
  return <DesignedTable key={JSON.stringify(design.data.design)} design={design.data.design} />;
}

function DesignedTable({ design }: { design: TableDesign }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const procedures = useMemo(() => designedProcedures(trpc, design.name), [trpc, design.name]);
  const columns = useMemo(() => designedColumns(design, t, lang), [design, t, lang]);
  const add = useMutation(trpc.designed.add.mutationOptions());
  const edit = useMutation(trpc.designed.edit.mutationOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const row = editing?.row;
  const schema = rowInputSchema(design, row ? "edit" : "add") as unknown as FormSchema;

  const submit = async (values: Record<string, unknown>) => {
    const parsed = schema.parse(values);
    if (row) await edit.mutateAsync({ table: design.name, id: row.id, row: parsed });
    else await add.mutateAsync({ table: design.name, row: parsed });
    setEditing(null);
    await queryClient.invalidateQueries(procedures.pathFilter());
  };

  const title = titleIn(design, lang);
  return (
    <>
      <Heading size="md" mb="3">
        {title}
      </Heading>
      <CrudTable
        procedures={procedures}
        columns={columns}
        node={designedRuleOf(design.name)}
        onAdd={() => setEditing({ row: undefined })}
        onEdit={(r) => setEditing({ row: r })}
      />
      <CrudFormDialog
        key={row ? `edit-${row.id}` : "add"}
        open={editing !== null}
        title={`${row ? t("crudDesigner.page.edit") : t("crudDesigner.page.add")} · ${title}`}
        schema={schema}
        fields={designedFields(design, lang)}
        defaultValues={designedDefaults(design, row)}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
