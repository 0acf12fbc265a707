import { Badge, Box, Flex, Input, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Choice } from "../crud-columns.ts";

type Value = string | string[];
type Props = {
  value: Value;
  onChange: (value: Value) => void;
  search: (text: string) => Promise<Choice[]>;
  multiple: boolean;
  label: string;
  cacheKey: string;
};

const listOf = (value: Value) => (Array.isArray(value) ? value : value ? [value] : []);

/** A select whose options come from a controller's remote select (`select=true` + quickSearch). */
export function RemoteSelectField({ value, onChange, search, multiple, label, cacheKey }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const options = useQuery({ queryKey: ["remoteSelect", cacheKey, text], queryFn: () => search(text) });
  const known = useQuery({ queryKey: ["remoteSelect", cacheKey, ""], queryFn: () => search("") });
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
