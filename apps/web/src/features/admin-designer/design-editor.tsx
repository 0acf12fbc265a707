import {
  Alert,
  Box,
  Button,
  Checkbox,
  CheckboxGroup,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { FieldDesign, TableDesign } from "@corp/domain/crud-design/design-schema";
import { FIELD_TYPE_NAMES, type FieldType } from "@corp/domain/crud-design/field-types";
import { ID_COLUMN, TIMESTAMP_COLUMNS } from "@corp/domain/crud-design/identifiers";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../admin-crud/error-text.ts";
import { moveField, newField } from "./design-draft.ts";
import { SelectEntry, SwitchEntry, TextEntry } from "./design-inputs.tsx";
import { FieldEditor } from "./field-editor.tsx";

export type EditorMode = "new" | "edit" | "copy";

type Props = {
  initial: TableDesign;
  mode: EditorMode;
  onGenerate: (design: TableDesign) => Promise<void>;
  onBack: () => void;
};

/**
 * The design of one table: its name, titles, menu icon, timestamps, default order and quick search, and
 * its fields. Generating creates or alters the table and its page; the server checks every rule and
 * answers the first one broken with its message.
 */
export function DesignEditor({ initial, mode, onGenerate, onBack }: Props) {
  const { t } = useTranslation();
  const [design, setDesign] = useState<TableDesign>(initial);
  const [newType, setNewType] = useState<FieldType>("string");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<TableDesign>) => setDesign((d) => ({ ...d, ...patch }));
  const setFields = (fields: FieldDesign[]) => set({ fields });

  const columnNames = [
    ID_COLUMN,
    ...design.fields.map((f) => f.name).filter(Boolean),
    ...(design.timestamps ? TIMESTAMP_COLUMNS : []),
  ];
  const heading =
    mode === "edit"
      ? t("crudDesigner.editor.editTitle", { name: initial.name })
      : mode === "copy"
        ? t("crudDesigner.editor.copyTitle")
        : t("crudDesigner.editor.newTitle");

  const generate = async () => {
    setError(undefined);
    setBusy(true);
    try {
      await onGenerate(design);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" data-testid="design-editor">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading size="md">{heading}</Heading>
        <Button size="sm" variant="outline" onClick={onBack}>
          {t("crudDesigner.editor.back")}
        </Button>
      </Flex>
      {mode === "edit" ? (
        <Text fontSize="sm" color="fg.muted">
          {t("crudDesigner.editor.editingHint")}
        </Text>
      ) : null}
      <Box borderWidth="1px" borderRadius="md" p="3" bg="bg" data-testid="design-table">
        <Heading size="sm" mb="3">
          {t("crudDesigner.editor.tableSettings")}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TextEntry
            label={t("crudDesigner.editor.name")}
            help={t("crudDesigner.editor.nameHelp")}
            value={design.name}
            disabled={mode === "edit"}
            onChange={(name) => set({ name })}
          />
          <TextEntry
            label={t("crudDesigner.editor.title")}
            value={design.title}
            onChange={(title) => set({ title })}
          />
          <TextEntry
            label={t("crudDesigner.editor.titleEn")}
            value={design.titleEn}
            onChange={(titleEn) => set({ titleEn })}
          />
          <TextEntry
            label={t("crudDesigner.editor.comment")}
            value={design.comment}
            onChange={(comment) => set({ comment })}
          />
          <TextEntry
            label={t("crudDesigner.editor.icon")}
            value={design.icon}
            onChange={(icon) => set({ icon })}
          />
          <SelectEntry
            label={t("crudDesigner.editor.orderField")}
            value={design.order.field}
            options={columnNames.map((n) => ({ value: n, label: n }))}
            onChange={(field) => set({ order: { ...design.order, field } })}
          />
          <SelectEntry
            label={t("crudDesigner.editor.orderDir")}
            value={design.order.dir}
            options={[
              { value: "desc", label: t("crudDesigner.editor.desc") },
              { value: "asc", label: t("crudDesigner.editor.asc") },
            ]}
            onChange={(dir) => set({ order: { ...design.order, dir: dir === "asc" ? "asc" : "desc" } })}
          />
        </SimpleGrid>
        <Flex mt="3" gap="6" wrap="wrap" align="flex-start">
          <SwitchEntry
            label={t("crudDesigner.editor.timestamps")}
            checked={design.timestamps}
            onChange={(timestamps) => set({ timestamps })}
          />
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1.5">
              {t("crudDesigner.editor.quickSearch")}
            </Text>
            <CheckboxGroup
              aria-label={t("crudDesigner.editor.quickSearch")}
              value={design.quickSearch}
              onValueChange={(quickSearch) => set({ quickSearch })}
            >
              <HStack gap="3" wrap="wrap">
                {columnNames.map((name) => (
                  <Checkbox.Root key={name} value={name} size="sm">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
            </CheckboxGroup>
          </Box>
        </Flex>
      </Box>
      <Heading size="sm">{t("crudDesigner.editor.fields")}</Heading>
      {design.fields.map((field, index) => (
        <FieldEditor
          key={field.key}
          field={field}
          index={index}
          count={design.fields.length}
          onChange={(changed) => setFields(design.fields.map((f, i) => (i === index ? changed : f)))}
          onMove={(by) => setFields(moveField(design.fields, index, by))}
          onRemove={() => setFields(design.fields.filter((_, i) => i !== index))}
        />
      ))}
      <HStack gap="2" wrap="wrap" data-testid="design-add-field">
        <Box minW="12rem">
          <SelectEntry
            label={t("crudDesigner.editor.fieldType")}
            value={newType}
            options={FIELD_TYPE_NAMES.map((type) => ({
              value: type,
              label: t(`crudDesigner.types.${type}`),
            }))}
            onChange={(type) => setNewType(type as FieldType)}
          />
        </Box>
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-end"
          onClick={() => setFields([...design.fields, newField(newType)])}
        >
          {t("crudDesigner.editor.addField")}
        </Button>
      </HStack>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button colorPalette="brand" alignSelf="flex-start" loading={busy} onClick={() => void generate()}>
        {t("crudDesigner.editor.generate")}
      </Button>
    </Stack>
  );
}
