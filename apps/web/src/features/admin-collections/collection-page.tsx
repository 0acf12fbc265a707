import { Button, Text } from "@chakra-ui/react";
import { validationMessage } from "@corp/domain/account";
import { addInputOf, type Collection, editFormOf } from "@corp/domain/collections/collection";
import { untranslatedMark } from "@corp/domain/collections/fields";
import { collectionOf } from "@corp/domain/collections/registry";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language.ts";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudPage } from "../admin-crud/crud-page.tsx";
import { JsonDetailDialog } from "../admin-crud/json-detail-dialog.tsx";
import { parentChoices } from "../admin-crud/tree-parents.ts";
import { usePagePath } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { useOfferedChoices, useRelationChoices } from "./collection-choices.ts";
import {
  type CellOverrides,
  type Choices,
  collectionColumns,
  collectionDefaults,
  collectionFields,
  collectionText,
  type InputOverrides,
  labelOf,
} from "./collection-columns.tsx";
import { type CollectionProcedures, collectionProcedures } from "./collection-procedures.ts";
import { useGrantsInputs } from "./grants-input.tsx";
import { withoutLeaves } from "./tree-leaves.ts";

type Row = { id: number } & Record<string, unknown>;

/**
 * The admin page of a declared collection (`<directory>/<controller>`): its list, filters and form come from
 * the declaration, and the form is checked by the same input schema the server checks.
 */
export function CollectionPage() {
  const collection: Collection | undefined = collectionOf(usePagePath());
  // The route matches declared collections only.
  return collection ? <CollectionTable key={collection.node} collection={collection} /> : null;
}

/** A tree's rows, loaded whole before its form opens, and the parents a row may take among them. */
function useTreeParents(collection: Collection, procedures: CollectionProcedures) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>([]);
  const tree = collection.tree;
  const parentField = Object.entries(collection.fields).find(([, f]) => f.form?.input === "parent")?.[0];
  return {
    load: async () => {
      if (!tree) return;
      setRows((await queryClient.fetchQuery(procedures.index.queryOptions({ limit: 1000 }))).list);
    },
    choices: (row: Row | undefined): Choices =>
      tree && parentField
        ? {
            [parentField]: parentChoices(tree.leaves ? withoutLeaves(rows, tree.leaves) : rows, {
              top: t("adminUi.collection.top"),
              label: (item) => String(item[tree.label] ?? ""),
              ...(row ? { editing: row.id } : {}),
              // A row under one at the deepest level would be one level too deep.
              ...(tree.levels ? { maxParentDepth: tree.levels - 1 } : {}),
            }),
          }
        : {},
  };
}

/** A row's details (a log's request data), when the collection declares them. */
function useRowDetail(collection: Collection) {
  const { t } = useTranslation();
  const [row, setRow] = useState<Row | null>(null);
  const detail = collection.list.detail;
  if (!detail) return { rowActions: undefined, dialog: null };
  return {
    rowActions: (r: Row) => (
      <Button size="xs" variant="outline" onClick={() => setRow(r)}>
        {t("adminUi.collection.detail")}
      </Button>
    ),
    dialog: (
      <JsonDetailDialog
        open={row !== null}
        title={String(row?.[detail.title] ?? "")}
        lines={
          row ? detail.lines.map((name) => `${labelOf(t, collection, name)}: ${String(row[name] ?? "")}`) : []
        }
        data={row?.[detail.data]}
        onClose={() => setRow(null)}
      />
    ),
  };
}

/** What a page adds to its collection's: its own cells, form inputs and row buttons. */
export type CollectionOverrides<R = Row> = {
  cells?: CellOverrides;
  /** The inputs of `custom` fields, by field name. */
  inputs?: InputOverrides;
  /** The form's titles, when they are not "添加{one}" and "编辑{one}" (renaming a file). */
  titles?: { add?: string; edit?: string };
  rowActions?: (row: R) => React.ReactNode;
  /** Opens the page's own add dialog in place of the declared form (a ledger's, with the balance). */
  onAdd?: () => void;
  /** Toolbar buttons acting on the selected rows (a log's restore); `done` clears the selection. */
  batchActions?: (selected: number[], done: () => Promise<void>) => React.ReactNode;
  /** Columns of what the server computes for each row (a member's uploads), after the declared ones. */
  columns?: CrudColumn<Row>[];
  /** Shown above the list in place of the declared intro (the backups' schedule and "back up now"). */
  header?: React.ReactNode;
};

/** The list and form of one declared collection, with a page's overrides and the dialogs they open. */
export function CollectionTable<R extends Row = Row>({
  collection,
  overrides = {},
  procedures: given,
  children,
}: {
  collection: Collection;
  overrides?: CollectionOverrides<R>;
  /** The controller, where it is not `trpc.<directory>.<controller>` (the one router of designed tables). */
  procedures?: CollectionProcedures;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const details = useRowDetail(collection);
  const trpc = useTRPC();
  const procedures = useMemo(
    () => given ?? collectionProcedures(trpc, collection),
    [given, trpc, collection],
  );
  const relations = useRelationChoices(collection);
  const offered = useOfferedChoices(collection);
  const choices = useMemo(
    () => ({ ...relations.choices, ...offered.choices }),
    [relations.choices, offered.choices],
  );
  const parents = useTreeParents(collection, procedures);
  const grants = useGrantsInputs(collection);
  // What the form chooses among, as loaded before it opens.
  const [loaded, setLoaded] = useState<Choices>({});
  const formChoices = (row: Row | undefined): Choices => ({ ...choices, ...loaded, ...parents.choices(row) });
  const { cells, inputs, rowActions: ownActions } = overrides;
  const computedColumns = overrides.columns;
  const columns = useMemo(
    () => [...collectionColumns(collection, t, choices, cells), ...(computedColumns ?? [])],
    [collection, t, choices, cells, computedColumns],
  );
  const rowActions =
    details.rowActions || ownActions
      ? (row: Row) => (
          <>
            {ownActions?.(row as R)}
            {details.rowActions?.(row)}
          </>
        )
      : undefined;
  const schema = useMemo(() => addInputOf(collection), [collection]);
  const editSchema = useMemo(() => editFormOf(collection), [collection]);
  const lang = useLanguage();
  // The account checks' own messages (a username's form), in the interface's language.
  const fieldMessages = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(collection.fields).flatMap(([name, f]) =>
          f.form?.message ? [[name, validationMessage(f.form.message, lang)]] : [],
        ),
      ),
    [collection, lang],
  );
  const one = collectionText(t, collection, "one", collection.one);
  const untranslated = untranslatedMark(collection.fields);
  return (
    <>
      <CrudPage<Row, typeof schema>
        procedures={procedures}
        node={collection.node}
        columns={columns}
        {...(collection.tree ? { tree: true } : {})}
        beforeOpen={async () => {
          const [related, offers] = await Promise.all([
            relations.load(),
            offered.load(),
            parents.load(),
            grants.load(),
          ]);
          setLoaded({ ...related, ...offers });
        }}
        {...(overrides.header
          ? { intro: overrides.header }
          : collection.intro
            ? {
                intro: (
                  <Text fontSize="sm" color="fg.muted" mb="3">
                    {t(`collections.${collection.node}.intro`)}
                  </Text>
                ),
              }
            : {})}
        fields={(row) =>
          grants.withSelects(
            collectionFields(
              collection,
              t,
              formChoices(row),
              { ...grants.inputs, ...inputs },
              row !== undefined,
            ),
          )
        }
        schema={schema}
        editSchema={editSchema}
        fieldMessages={fieldMessages}
        defaults={(row) => collectionDefaults(collection, row, formChoices(row)) as never}
        titles={{
          add: overrides.titles?.add ?? t("adminUi.collection.add", { one }),
          edit: overrides.titles?.edit ?? t("adminUi.collection.edit", { one }),
        }}
        save={(input, row) => (row ? procedures.edit({ ...input, id: row.id }) : procedures.add(input))}
        {...(rowActions ? { rowActions } : {})}
        {...(overrides.batchActions ? { batchActions: overrides.batchActions } : {})}
        {...(untranslated ? { untranslated } : {})}
        {...(overrides.onAdd ? { onAdd: overrides.onAdd } : {})}
      />
      {details.dialog}
      {children}
    </>
  );
}
