import { Combobox, Portal, useFilter, useListCollection } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Choice } from "../crud-columns.ts";

type Props = {
  label: string;
  value: string;
  options: Choice[];
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** Letters as a search matches them: "new york" finds "America/New_York". */
const searchText = (text: string) => text.replace(/[_/]/g, " ");

/**
 * A choice of one among many options (the time zones), found by typing part of one: the list shows the
 * options whose label contains what is typed. A stored value that is none of the options is shown as it
 * is, as an option of its own, as `SelectField` does: the form shows what is stored.
 */
export function SearchableSelectField({ label, value, options, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  const { contains } = useFilter({ sensitivity: "base" });
  const items = useMemo(
    () =>
      value === "" || options.some((option) => option.value === value)
        ? options
        : [{ value, label: value }, ...options],
    [options, value],
  );
  const { collection, filter } = useListCollection({
    initialItems: items,
    filter: (itemText, query) => contains(searchText(itemText), searchText(query)),
  });
  return (
    <Combobox.Root
      collection={collection}
      value={value ? [value] : []}
      defaultInputValue={value}
      onValueChange={(details) => {
        const [chosen] = details.value;
        if (chosen !== undefined) onChange(chosen);
      }}
      onInputValueChange={(details) => filter(details.inputValue)}
      onOpenChange={(details) => {
        // Opened, the whole list; closed, the input shows the choice again.
        if (details.open) filter("");
      }}
      openOnClick
      inputBehavior="autohighlight"
      selectionBehavior="replace"
    >
      <Combobox.Control>
        <Combobox.Input aria-label={label} placeholder={t("adminUi.form.searchOptions")} onBlur={onBlur} />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH="18rem" overflowY="auto">
            <Combobox.Empty>{t("adminUi.form.noMatches")}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item.value}>
                {item.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
