import { Heading, Spinner, Text } from "@chakra-ui/react";
import { collectionOfDesign } from "@corp/domain/crud-design/design-collection";
import type { TableDesign } from "@corp/domain/crud-design/design-schema";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language.ts";
import { CollectionTable } from "../admin-collections/collection-page.tsx";
import { usePagePath } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { designedProcedures } from "./designed-procedures.ts";

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

/** The design read as a collection: the same page, list and form as a product table's. */
function DesignedTable({ design }: { design: TableDesign }) {
  const lang = useLanguage();
  const trpc = useTRPC();
  const collection = useMemo(() => collectionOfDesign(design), [design]);
  const procedures = useMemo(() => designedProcedures(trpc, design.name), [trpc, design.name]);
  return (
    <>
      <Heading size="md" mb="3">
        {collection.title[lang]}
      </Heading>
      <CollectionTable collection={collection} procedures={procedures} />
    </>
  );
}
