import { Alert, Button, Field, SimpleGrid, Stack } from "@chakra-ui/react";
import { formatMessage } from "@corp/domain/collections/format-messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useLanguage } from "../../i18n/use-language.ts";
import { AdminDialog } from "./admin-dialog.tsx";
import { errorText } from "./error-text.ts";
import { FieldInput } from "./fields/field-input.tsx";
import type { FieldDef, FieldType } from "./fields/field-types.ts";

type Props = {
  /** An input schema of the controller's router (extended where the form has more to check). */
  schema: z.ZodType<FieldValues, FieldValues>;
  fields: FieldDef[];
  defaultValues: FieldValues;
  onSubmit: (values: FieldValues) => Promise<void>;
  submitLabel?: string;
  /** Renders the buttons outside (a dialog footer); the form gets this id. */
  formId?: string;
  /** Shows the values without a submit button (the admin may not edit). */
  readOnly?: boolean;
  /**
   * The message of any refusal of a field, by field name: the domain's account rules carry their
   * texts in the admin's language, which the shared input schemas leave out.
   */
  fieldMessages?: Record<string, string>;
};

/** The fields in their order, each translatable one grouped with its English (shown side by side). */
function pairs(fields: FieldDef[]): FieldDef[][] {
  const groups: FieldDef[][] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (field.translates && last?.length === 1 && last[0]?.name === field.translates) last.push(field);
    else groups.push([field]);
  }
  return groups;
}

/** Inputs whose value is chosen among given ones. */
const CHOSEN = new Set<FieldType>(["select", "radio", "remoteSelect"]);

/**
 * A form from a zod schema and field list: react-hook-form keeps the values, the schema checks them,
 * and a refusal of the server is shown above the buttons.
 */
export function CrudForm(props: Props) {
  const { schema, fields, defaultValues, onSubmit, submitLabel, formId, readOnly, fieldMessages } = props;
  const { t } = useTranslation();
  const lang = useLanguage();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema, {
      error: (issue) => {
        const name = String(issue.path?.[0]);
        const field = fields.find((f) => f.name === name);
        // A choice left empty asks for one; other messages are zod's own, in the interface's language.
        const empty = issue.input === "" || issue.input === undefined || issue.input === 0;
        const chosen = field && CHOSEN.has(field.type) && empty;
        return (
          fieldMessages?.[name] ?? (chosen ? t("adminUi.form.choose", { label: field.label }) : undefined)
        );
      },
    }) as Resolver<FieldValues>,
    defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(errorText(error));
    }
  });
  const renderField = (field: FieldDef) => {
    // A shared check names the form it wants by a key ("httpUrl"), shown as its text.
    const refusal = form.formState.errors[field.name]?.message;
    const error = typeof refusal === "string" ? (formatMessage(refusal, lang) ?? refusal) : undefined;
    return (
      <Field.Root key={field.name} invalid={Boolean(error)}>
        <Field.Label>{field.label}</Field.Label>
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: f }) => (
            <FieldInput
              field={field}
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              values={field.type === "custom" ? form.watch() : undefined}
            />
          )}
        />
        {field.help ? <Field.HelperText>{field.help}</Field.HelperText> : null}
        <Field.ErrorText>{typeof error === "string" ? error : null}</Field.ErrorText>
      </Field.Root>
    );
  };
  return (
    <form id={formId} onSubmit={submit} noValidate>
      <fieldset disabled={readOnly}>
        <Stack gap="4">
          {pairs(fields).map((group) =>
            group.length === 1 ? (
              renderField(group[0] as FieldDef)
            ) : (
              <SimpleGrid key={group[0]?.name} columns={{ base: 1, md: 2 }} gap="4" data-translated>
                {group.map(renderField)}
              </SimpleGrid>
            ),
          )}
          {serverError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{serverError}</Alert.Title>
            </Alert.Root>
          ) : null}
          {formId || readOnly ? null : (
            <Button
              type="submit"
              colorPalette="brand"
              loading={form.formState.isSubmitting}
              alignSelf="flex-start"
            >
              {submitLabel ?? t("adminUi.common.save")}
            </Button>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}

type DialogProps = Omit<Props, "formId"> & { open: boolean; title: string; onClose: () => void };

/** The add/edit dialog of a CRUD page. */
export function CrudFormDialog({ open, title, onClose, ...formProps }: DialogProps) {
  const { t } = useTranslation();
  const formId = "crud-form";
  // A form with English beside its Chinese needs the room of two columns.
  const translated = formProps.fields.some((field) => field.translates);
  return (
    <AdminDialog
      open={open}
      title={title}
      onClose={onClose}
      size={translated ? "xl" : "lg"}
      scrollBehavior="inside"
      actions={
        <Button type="submit" form={formId} colorPalette="brand">
          {formProps.submitLabel ?? t("adminUi.common.save")}
        </Button>
      }
    >
      {open ? <CrudForm {...formProps} formId={formId} /> : null}
    </AdminDialog>
  );
}
