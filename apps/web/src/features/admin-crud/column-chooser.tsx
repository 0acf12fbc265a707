import { Checkbox } from "@chakra-ui/react";
import { Columns3 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TogglePanel } from "../admin-shell/toggle-panel.tsx";
import { saveHiddenColumns, toggleColumn } from "./column-visibility.ts";
import type { CrudColumn } from "./crud-columns.ts";

type Props<R> = {
  columns: CrudColumn<R>[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
  /** Where the admin's choice is saved (the table's key). */
  tableKey: string;
};

/** The "show columns" button and its list of checkboxes; the choice is saved per table. */
export function ColumnChooser<R>({ columns, hidden, onChange, tableKey }: Props<R>) {
  const { t } = useTranslation();
  const fields = columns.map((c) => c.field);
  return (
    <TogglePanel label={t("adminUi.table.columns")} icon={<Columns3 />}>
      {columns.map((c) => (
        <Checkbox.Root
          key={c.field}
          display="flex"
          py="1"
          size="sm"
          checked={!hidden.has(c.field)}
          onCheckedChange={() => {
            const next = toggleColumn(hidden, c.field, fields);
            saveHiddenColumns(localStorage, tableKey, next);
            onChange(next);
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{c.label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </TogglePanel>
  );
}
