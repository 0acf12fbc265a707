import { Badge, Box, Flex, Input, Text } from "@chakra-ui/react";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Choice } from "../crud-columns.ts";

type Value = string | string[];

/** What the form gives a remote select. */
export type RemoteSelectProps = { value: Value; onChange: (value: Value) => void; label: string };

/** The query of the choices matching a search text: a controller's remote select, mapped by `select`. */
type ChoicesQuery<T, E, K extends QueryKey> = (text: string) => UseQueryOptions<T, E, Choice[], K>;

type Props<T, E, K extends QueryKey> = RemoteSelectProps & {
  choices: ChoicesQuery<T, E, K>;
  multiple: boolean;
};

/** A form field choosing among a controller's rows (see `remoteSelect`). */
export type RemoteSelect = { multiple: boolean; render: (props: RemoteSelectProps) => ReactNode };

/** The remote select of a form field; the options are cached under the query's own key. */
export function remoteSelect<T, E, K extends QueryKey>(
  choices: ChoicesQuery<T, E, K>,
  multiple = false,
): RemoteSelect {
  return {
    multiple,
    render: (props) => <RemoteSelectField {...props} choices={choices} multiple={multiple} />,
  };
}

const listOf = (value: Value) => (Array.isArray(value) ? value : value ? [value] : []);

/** A select whose options come from a controller's remote select (`select=true` + quickSearch). */
function RemoteSelectField<T, E, K extends QueryKey>(props: Props<T, E, K>) {
  const { value, onChange, choices, multiple, label } = props;
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const options = useQuery(choices(text));
  const known = useQuery(choices(""));
  const chosen = listOf(value);
  const labelOf = (v: string) =>
    [...(options.data ?? []), ...(known.data ?? [])].find((o) => o.value === v)?.label ?? v;

  const choose = (v: string) => {
    if (multiple) onChange(chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v]);
    else {
      onChange(v);
      setOpen(false);
    }
  };

  return (
    <Box position="relative" width="100%">
      <Flex gap="1" wrap="wrap" mb={chosen.length ? "1" : "0"}>
        {chosen.map((v) => (
          <Badge key={v} variant="subtle" colorPalette="brand">
            {labelOf(v)}
            <Box
              as="button"
              aria-label={t("adminUi.form.removeChoice", { label: labelOf(v) })}
              onClick={() => onChange(multiple ? chosen.filter((c) => c !== v) : "")}
            >
              <X size={12} />
            </Box>
          </Badge>
        ))}
      </Flex>
      <Input
        size="sm"
        role="combobox"
        aria-expanded={open}
        aria-label={label}
        placeholder={t("adminUi.form.searchOptions")}
        value={text}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => setText(e.target.value)}
      />
      {open ? (
        <Box
          role="listbox"
          position="absolute"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          mt="1"
          width="100%"
          maxH="14rem"
          overflowY="auto"
          boxShadow="md"
        >
          {(options.data ?? []).map((o) => (
            <Box
              key={o.value}
              role="option"
              aria-selected={chosen.includes(o.value)}
              px="3"
              py="1.5"
              cursor="pointer"
              bg={chosen.includes(o.value) ? "brand.subtle" : undefined}
              _hover={{ bg: "bg.muted" }}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o.value);
              }}
            >
              {o.label}
            </Box>
          ))}
          {options.data?.length === 0 ? (
            <Text px="3" py="2" color="fg.muted" fontSize="sm">
              {t("adminUi.table.empty")}
            </Text>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
