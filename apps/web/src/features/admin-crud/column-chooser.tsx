import { Box, Checkbox, IconButton } from "@chakra-ui/react";
import { Columns3 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
  const [open, setOpen] = useState(false);
  const fields = columns.map((c) => c.field);
  return (
    <Box position="relative">
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t("adminUi.table.columns")}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <Columns3 />
      </IconButton>
      {open ? (
        <Box
          position="absolute"
          right="0"
          top="100%"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          p="2"
          minW="12rem"
          boxShadow="md"
        >
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
        </Box>
      ) : null}
    </Box>
  );
}
