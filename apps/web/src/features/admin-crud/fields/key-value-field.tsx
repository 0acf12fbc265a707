import { Button, Flex, IconButton, Input, Stack } from "@chakra-ui/react";
import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";

export type KeyValue = { key: string; value: string };

/** An editable list of key/value pairs (config arrays, select options). */
export function KeyValueField({
  value,
  onChange,
  label,
}: {
  value: KeyValue[];
  onChange: (v: KeyValue[]) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<KeyValue>) =>
    onChange(value.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)));
  return (
    <Stack gap="2" role="group" aria-label={label}>
      {value.map((pair, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pairs have no identity of their own while typed.
        <Flex key={index} gap="2">
          <Input
            size="sm"
            aria-label={t("adminUi.form.key")}
            placeholder={t("adminUi.form.key")}
            value={pair.key}
            onChange={(e) => set(index, { key: e.target.value })}
          />
          <Input
            size="sm"
            aria-label={t("adminUi.form.value")}
            placeholder={t("adminUi.form.value")}
            value={pair.value}
            onChange={(e) => set(index, { value: e.target.value })}
          />
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t("adminUi.form.removeRow")}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <Trash2 />
          </IconButton>
        </Flex>
      ))}
      <Button
        size="xs"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => onChange([...value, { key: "", value: "" }])}
      >
        <Plus /> {t("adminUi.form.addRow")}
      </Button>
    </Stack>
  );
}
