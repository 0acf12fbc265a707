import { Badge } from "@chakra-ui/react";
import { adminGroup } from "@corp/domain/collections/auth/admin-group";
import type { ListedRowOf } from "@corp/domain/collections/collection";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type CollectionOverrides, CollectionTable } from "../admin-collections/collection-page.tsx";

type GroupRow = ListedRowOf<typeof adminGroup>;

/** auth/group: the declared collection's page, a super group marked beside its name. */
export function GroupPage() {
  const { t } = useTranslation();
  const overrides = useMemo<CollectionOverrides<GroupRow>>(
    () => ({
      cells: {
        name: (row) => (
          <>
            {String(row.name)}
            {row.super ? (
              <Badge ms="2" colorPalette="orange">
                {t("collections.auth/group.fields.super")}
              </Badge>
            ) : null}
          </>
        ),
      },
    }),
    [t],
  );
  return <CollectionTable<GroupRow> collection={adminGroup} overrides={overrides} />;
}
