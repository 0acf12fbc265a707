import { Box, Button, Flex, Input, NativeSelect, SimpleGrid, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { adminUiZhCn } from "../../i18n/locales/admin-ui.zh-cn.ts";
import type { CrudColumn } from "./crud-columns.ts";
import { type FilterKind, OPERATORS } from "./crud-types.ts";
import { useTimeZoneNote } from "./fields/datetime-input.tsx";
import { localInputToSeconds, secondsToLocalInput } from "./fields/datetime-value.ts";
import { type FilterEntry, type FilterValues, isRange, needsValue } from "./filter-query.ts";

/** Date-time filters are typed on the site's clock (its zone shown beside them); the protocol compares unix seconds. */
function withSeconds<R>(draft: Record<string, FilterEntry>, columns: CrudColumn<R>[]): FilterValues {
  const toSeconds = (text: string | undefined) => String(localInputToSeconds(text ?? "") ?? "");
  return Object.fromEntries(
    Object.entries(draft).map(([field, entry]) => {
      const column = columns.find((c) => c.field === field);
      const kind = column?.filter ? column.filter.kind : undefined;
      if (kind !== "datetime") return [field, entry];
      return [field, { ...entry, value: toSeconds(entry.value), value2: toSeconds(entry.value2) }];
    }),
  );
}

function fromSeconds<R>(entry: FilterEntry | undefined, column: CrudColumn<R>): FilterEntry | undefined {
  if (!entry || !column.filter || column.filter.kind !== "datetime") return entry;
  const text = (v: string | undefined) => secondsToLocalInput(Number(v) || null);
  return { ...entry, value: text(entry.value), value2: text(entry.value2) };
}

type OperatorKey = keyof typeof adminUiZhCn.operators;

/** The input of each kind of filter value (a select is a select). */
const INPUT_TYPES: Record<FilterKind, string> = {
  text: "text",
  select: "text",
  number: "number",
  datetime: "datetime-local",
  date: "date",
};

type Props<R> = { columns: CrudColumn<R>[]; values: FilterValues; onApply: (values: FilterValues) => void };

/** One row per filterable column: operator, value (two for a range); applied with the search button. */
export function FilterForm<R>({ columns, values, onApply }: Props<R>) {
  const { t } = useTranslation();
  const timeZone = useTimeZoneNote();
  const formId = useId();
  const zoneId = (field: string) => `${formId}-${field}-zone`;
  const filterable = columns.filter((c) => c.filter);
  const initial = () =>
    Object.fromEntries(
      filterable.map((c) => [
        c.field,
        fromSeconds(values[c.field], c) ?? {
          operator: c.filter ? c.filter.operator : "eq",
          value: "",
          value2: "",
        },
      ]),
    ) as Record<string, FilterEntry>;
  const [draft, setDraft] = useState<Record<string, FilterEntry>>(initial);
  const set = (field: string, patch: Partial<FilterEntry>) =>
    setDraft((d) => ({ ...d, [field]: { ...(d[field] as FilterEntry), ...patch } }));

  return (
    <Box
      as="form"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg="bg"
      data-testid="crud-filter-form"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(withSeconds(draft, filterable));
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {filterable.map((column) => {
          const entry = draft[column.field] as FilterEntry;
          const kind = column.filter ? column.filter.kind : "text";
          const type = INPUT_TYPES[kind];
          // A date needs room to be read: its inputs wrap below the label rather than shrink, and a
          // range of dates takes two grid columns where there are several.
          const dated = kind === "datetime" || kind === "date";
          const width = dated ? { flex: "1 1 11.5rem", minW: "11.5rem" } : { flex: "1 1 6rem", minW: "0" };
          const valueInput = (value: string, onChange: (v: string) => void, label: string) =>
            kind === "select" && column.filter && column.filter.options ? (
              <NativeSelect.Root size="sm" {...width}>
                <NativeSelect.Field
                  aria-label={label}
                  value={value}
                  onChange={(e) => onChange(e.target.value)}
                >
                  <option value="">{t("adminUi.table.any")}</option>
                  {column.filter.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
              </NativeSelect.Root>
            ) : (
              <Input
                size="sm"
                {...width}
                type={type}
                aria-label={label}
                aria-describedby={kind === "datetime" ? zoneId(column.field) : undefined}
                value={value}
                onChange={(e) => onChange(e.target.value)}
              />
            );
          return (
            <Flex
              key={column.field}
              align="center"
              wrap="wrap"
              gap="2"
              gridColumn={dated && isRange(entry.operator) ? { md: "span 2" } : undefined}
              data-testid={`crud-filter-${column.field}`}
            >
              <Text fontSize="sm" minW="5.5rem" truncate>
                {column.label}
              </Text>
              <NativeSelect.Root size="sm" width="7.5rem" flexShrink={0}>
                <NativeSelect.Field
                  aria-label={t("adminUi.table.operatorOf", { column: column.label })}
                  value={entry.operator}
                  onChange={(e) => set(column.field, { operator: e.target.value as FilterEntry["operator"] })}
                >
                  {OPERATORS.map((op) => (
                    <option key={op} value={op}>
                      {t(`adminUi.operators.${op.replace(" ", "_") as OperatorKey}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
              </NativeSelect.Root>
              {needsValue(entry.operator)
                ? valueInput(entry.value, (v) => set(column.field, { value: v }), column.label)
                : null}
              {isRange(entry.operator)
                ? valueInput(entry.value2 ?? "", (v) => set(column.field, { value2: v }), `${column.label} 2`)
                : null}
              {kind === "datetime" && needsValue(entry.operator) ? (
                // A date and time is read on the site's clock: its zone stands beside the inputs.
                <Text
                  id={zoneId(column.field)}
                  fontSize="xs"
                  color="fg.muted"
                  title={timeZone.note}
                  data-testid="crud-filter-zone"
                >
                  {timeZone.zone}
                </Text>
              ) : null}
            </Flex>
          );
        })}
      </SimpleGrid>
      <Flex gap="2" mt="3" justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            const cleared = Object.fromEntries(
              filterable.map((c) => [
                c.field,
                { operator: c.filter ? c.filter.operator : "eq", value: "", value2: "" },
              ]),
            ) as Record<string, FilterEntry>;
            setDraft(cleared);
            onApply({});
          }}
        >
          {t("adminUi.table.reset")}
        </Button>
        <Button size="sm" type="submit" colorPalette="brand">
          {t("adminUi.table.search")}
        </Button>
      </Flex>
    </Box>
  );
}
