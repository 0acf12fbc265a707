import { Badge, HStack } from "@chakra-ui/react";
import type { ListedRowOf } from "@corp/domain/collections/collection";
import { sensitiveData } from "@corp/domain/collections/security/sensitive-data";
import { useMemo } from "react";
import { type CollectionOverrides, CollectionTable } from "../admin-collections/collection-page.tsx";
import { SensitiveFieldsEditor, type WatchedFields } from "./sensitive-fields-editor.tsx";
import { useWatchedControllers } from "./watched-controllers.ts";

type SensitiveRuleRow = ListedRowOf<typeof sensitiveData>;

/**
 * security/sensitiveData: the declared collection's page, with the watched fields shown as badges (secret
 * ones red) and chosen among the columns of the controller's table.
 */
export function SensitiveRulePage() {
  const controllers = useWatchedControllers();
  const overrides = useMemo<CollectionOverrides<SensitiveRuleRow>>(
    () => ({
      cells: {
        data_fields: (row) => (
          <HStack gap="1" wrap="wrap">
            {Object.entries((row as SensitiveRuleRow).data_fields).map(([name, field]) => (
              <Badge key={name} colorPalette={field.secret ? "red" : "gray"} title={name}>
                {field.title}
              </Badge>
            ))}
          </HStack>
        ),
      },
      inputs: {
        data_fields: ({ value, onChange, values }) => (
          <SensitiveFieldsEditor
            controllers={controllers}
            controller={String(values.controller ?? "")}
            value={(value ?? {}) as WatchedFields}
            onChange={onChange}
          />
        ),
      },
    }),
    [controllers],
  );
  return <CollectionTable<SensitiveRuleRow> collection={sensitiveData} overrides={overrides} />;
}
