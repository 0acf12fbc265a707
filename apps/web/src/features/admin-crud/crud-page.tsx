import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import type { CrudColumn } from "./crud-columns.ts";
import { CrudFormDialog } from "./crud-form.tsx";
import { CrudTable } from "./crud-table.tsx";
import type { CrudProcedures } from "./crud-types.ts";
import type { FieldDef } from "./fields/field-types.ts";

type Props<R extends { id: number }, S extends z.ZodType> = {
  procedures: CrudProcedures<R> & { pathFilter: () => { queryKey: readonly unknown[] } };
  node: string;
  columns: CrudColumn<R>[];
  /** The form's inputs; `row` is the row being edited, none when adding. */
  fields: (row: R | undefined) => FieldDef[];
  /** The server's add schema (the edit schema adds the id). */
  schema: S;
  /** The edit form's schema, where it differs from the add form's (a password left empty is kept). */
  editSchema?: z.ZodType;
  /** The message of any refusal of a field, by field name (the account checks' own). */
  fieldMessages?: Record<string, string>;
  /** The form's values for a row, or for a new one. */
  defaults: (row: R | undefined) => z.input<S>;
  titles: { add: string; edit: string };
  save: (input: z.output<S>, row: R | undefined) => Promise<unknown>;
  tree?: boolean;
  /** Loads what the form's choices need before it opens (the parents of a tree...). */
  beforeOpen?: () => Promise<void>;
  /** Shown above the table. */
  intro?: ReactNode;
  /** Extra buttons of each row (shown before edit and delete). */
  rowActions?: (row: R) => ReactNode;
  /** Opens the page's own add dialog in place of this form. */
  onAdd?: () => void;
  /** Toolbar buttons acting on the selected rows. */
  batchActions?: (selected: number[], done: () => Promise<void>) => ReactNode;
  /** The English field a row lacks when not translated (the list's "missing English" button). */
  untranslated?: string;
};

type Editing<R> = { row: R | undefined } | null;

/**
 * A controller's page: the shared CRUD table, and its add/edit dialog checked by the server's own
 * input schema. The form hands over what the schema made of its values, which is what the server takes.
 */
export function CrudPage<R extends { id: number }, S extends z.ZodType>(props: Props<R, S>) {
  const { procedures, node, columns, fields, schema, defaults, titles, save, tree, beforeOpen, intro } =
    props;
  const { rowActions, batchActions, onAdd, fieldMessages, untranslated } = props;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing<R>>(null);
  const open = async (row: R | undefined) => {
    await beforeOpen?.();
    setEditing({ row });
  };
  const row = editing?.row;
  const formSchema = (row ? (props.editSchema ?? schema) : schema) as unknown as z.ZodType<
    Record<string, unknown>,
    Record<string, unknown>
  >;
  const submit = async (values: Record<string, unknown>) => {
    await save(formSchema.parse(values) as z.output<S>, row);
    setEditing(null);
    await queryClient.invalidateQueries(procedures.pathFilter());
  };
  return (
    <>
      {intro}
      <CrudTable
        procedures={procedures}
        columns={columns}
        node={node}
        {...(tree ? { tree } : {})}
        {...(rowActions ? { rowActions } : {})}
        {...(batchActions ? { batchActions } : {})}
        {...(untranslated ? { untranslated } : {})}
        onAdd={onAdd ?? (() => void open(undefined))}
        onEdit={(r) => void open(r)}
      />
      <CrudFormDialog
        key={row ? `edit-${row.id}` : "add"}
        open={editing !== null}
        title={row ? titles.edit : titles.add}
        schema={formSchema}
        {...(fieldMessages ? { fieldMessages } : {})}
        fields={fields(row)}
        defaultValues={defaults(row) as Record<string, unknown>}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
