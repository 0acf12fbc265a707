import { addInputOf, type Collection } from "@corp/domain/collections/collection";
import { collectionOf } from "@corp/domain/collections/registry";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CrudPage } from "../admin-crud/crud-page.tsx";
import { usePagePath } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { collectionColumns, collectionDefaults, collectionFields } from "./collection-columns.tsx";
import { collectionProcedures } from "./collection-procedures.ts";

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

function CollectionTable({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const procedures = useMemo(() => collectionProcedures(trpc, collection), [trpc, collection]);
  const columns = useMemo(() => collectionColumns(collection, t), [collection, t]);
  const schema = useMemo(() => addInputOf(collection), [collection]);
  const one = t(`collections.${collection.node}.one`);
  return (
    <CrudPage<Row, typeof schema>
      procedures={procedures}
      node={collection.node}
      columns={columns}
      fields={() => collectionFields(collection, t)}
      schema={schema}
      defaults={(row) => collectionDefaults(collection, row) as never}
      titles={{ add: t("adminUi.collection.add", { one }), edit: t("adminUi.collection.edit", { one }) }}
      save={(input, row) => (row ? procedures.edit({ ...input, id: row.id }) : procedures.add(input))}
    />
  );
}
