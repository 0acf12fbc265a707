import { Box, Flex, HStack, IconButton, SimpleGrid, Text } from "@chakra-ui/react";
import type { FieldDesign } from "@corp/domain/crud-design/design-schema";
import { FIELD_TYPE_NAMES, FIELD_TYPES, type FieldType } from "@corp/domain/crud-design/field-types";
import { OPERATORS } from "@corp/domain/crud-operators";
import { useTranslation } from "react-i18next";
import type { adminUiZhCn } from "../../i18n/locales/admin-ui.zh-cn.ts";
import { defaultText, optionsText, parseDefault, parseOptions, retype } from "./design-draft.ts";
import { LinesEntry, NumberEntry, SelectEntry, SwitchEntry, TextEntry } from "./design-inputs.tsx";

type OperatorKey = keyof typeof adminUiZhCn.operators;

type Props = {
  field: FieldDesign;
  index: number;
  count: number;
  onChange: (field: FieldDesign) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One field of a design: its type, name, storage, default, index, options, form and table settings. */
export function FieldEditor({ field, index, count, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const spec = FIELD_TYPES[field.type];
  const set = (patch: Partial<FieldDesign>) => onChange({ ...field, ...patch });
  const typeOptions = FIELD_TYPE_NAMES.map((type) => ({
    value: type,
    label: t(`crudDesigner.types.${type}`),
  }));
  const filterOptions = [
    { value: "", label: t("crudDesigner.editor.noFilter") },
    ...OPERATORS.map((op) => ({
      value: op,
      label: t(`adminUi.operators.${op.replace(" ", "_") as OperatorKey}`),
    })),
  ];
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg" data-testid={`design-field-${index}`}>
      <Flex justify="space-between" align="center" mb="2" gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {t("crudDesigner.editor.fieldNumber", { n: index + 1 })}
          {field.name ? ` · ${field.name}` : ""}
        </Text>
        <HStack gap="1">
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t("crudDesigner.editor.moveUp")}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            ↑
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t("crudDesigner.editor.moveDown")}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            ↓
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t("crudDesigner.editor.remove")}
            onClick={onRemove}
          >
            ✕
          </IconButton>
        </HStack>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 3, xl: 4 }} gap="3">
        <SelectEntry
          label={t("crudDesigner.editor.fieldType")}
          value={field.type}
          options={typeOptions}
          onChange={(type) => onChange(retype(field, type as FieldType))}
        />
        <TextEntry
          label={t("crudDesigner.editor.fieldName")}
          value={field.name}
          onChange={(name) => set({ name })}
        />
        <TextEntry
          label={t("crudDesigner.editor.fieldTitle")}
          value={field.title}
          onChange={(title) => set({ title })}
        />
        <TextEntry
          label={t("crudDesigner.editor.fieldTitleEn")}
          value={field.titleEn}
          onChange={(titleEn) => set({ titleEn })}
        />
        {"length" in spec ? (
          <NumberEntry
            label={t("crudDesigner.editor.length")}
            value={field.length}
            onChange={(length) => set({ length })}
          />
        ) : null}
        {field.type === "float" ? (
          <>
            <NumberEntry
              label={t("crudDesigner.editor.precision")}
              value={field.precision}
              onChange={(precision) => set({ precision })}
            />
            <NumberEntry
              label={t("crudDesigner.editor.scale")}
              value={field.scale}
              onChange={(scale) => set({ scale })}
            />
          </>
        ) : null}
        <TextEntry
          label={t("crudDesigner.editor.defaultValue")}
          value={defaultText(field)}
          onChange={(text) => {
            const { default: _old, ...rest } = field;
            const value = parseDefault(field, text);
            onChange(value === undefined ? rest : { ...rest, default: value });
          }}
        />
        <SelectEntry
          label={t("crudDesigner.editor.index")}
          value={field.index}
          options={(["none", "index", "unique"] as const).map((v) => ({
            value: v,
            label: t(`crudDesigner.editor.indexes.${v}`),
          }))}
          onChange={(index) => set({ index: index as FieldDesign["index"] })}
        />
        <TextEntry
          label={t("crudDesigner.editor.fieldComment")}
          value={field.comment}
          onChange={(comment) => set({ comment })}
        />
        <SelectEntry
          label={t("crudDesigner.editor.filter")}
          value={field.column.filter || ""}
          options={filterOptions}
          onChange={(v) =>
            set({ column: { ...field.column, filter: v ? (v as FieldDesign["column"]["filter"]) : false } })
          }
        />
      </SimpleGrid>
      {"options" in spec ? (
        <Box mt="3">
          <LinesEntry
            label={t("crudDesigner.editor.options")}
            help={t("crudDesigner.editor.optionsHelp")}
            value={optionsText(field.options)}
            onChange={(text) => set({ options: parseOptions(text) })}
          />
        </Box>
      ) : null}
      <Flex gap="4" mt="3" wrap="wrap">
        <SwitchEntry
          label={t("crudDesigner.editor.nullable")}
          checked={field.nullable}
          onChange={(nullable) => set({ nullable })}
        />
        <SwitchEntry
          label={t("crudDesigner.editor.formShow")}
          checked={field.form.show}
          onChange={(show) => set({ form: { ...field.form, show } })}
        />
        <SwitchEntry
          label={t("crudDesigner.editor.formRequired")}
          checked={field.form.required}
          onChange={(required) => set({ form: { ...field.form, required } })}
        />
        <SwitchEntry
          label={t("crudDesigner.editor.columnShow")}
          checked={field.column.show}
          onChange={(show) => set({ column: { ...field.column, show } })}
        />
        <SwitchEntry
          label={t("crudDesigner.editor.sortable")}
          checked={field.column.sortable}
          onChange={(sortable) => set({ column: { ...field.column, sortable } })}
        />
      </Flex>
    </Box>
  );
}
