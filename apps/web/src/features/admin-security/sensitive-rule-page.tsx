import { Badge, HStack } from "@chakra-ui/react";
import { sensitiveDataInput } from "@corp/server/schemas/data-security/security-rule";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CrudPage } from "../admin-crud/crud-page.tsx";
import { statusField } from "../admin-crud/fields/status-field.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import { RuleIntro, ruleColumns, ruleFormFields, useWatchedControllers } from "./rule-columns.tsx";
import type { SensitiveRuleRow } from "./security-types.ts";
import { SensitiveFieldsEditor, type WatchedFields } from "./sensitive-fields-editor.tsx";

/** security/sensitiveData: which fields' changes the sensitive-data log keeps, and which are secrets. */
export function SensitiveRulePage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const controllers = useWatchedControllers("sensitiveData");
  const add = useMutation(trpc.security.sensitiveData.add.mutationOptions());
  const edit = useMutation(trpc.security.sensitiveData.edit.mutationOptions());
  const [nameColumn, ...otherColumns] = ruleColumns<SensitiveRuleRow>(t, controllers);
  return (
    <CrudPage<SensitiveRuleRow, typeof sensitiveDataInput>
      procedures={trpc.security.sensitiveData}
      node="security/sensitiveData"
      intro={<RuleIntro text={t("securityAdmin.rules.sensitiveIntro")} />}
      columns={[
        ...(nameColumn ? [nameColumn] : []),
        {
          field: "data_fields",
          label: t("securityAdmin.rules.fields"),
          filter: false,
          render: (r) => (
            <HStack gap="1" wrap="wrap">
              {Object.entries(r.data_fields).map(([name, field]) => (
                <Badge key={name} colorPalette={field.secret ? "red" : "gray"} title={name}>
                  {field.title}
                </Badge>
              ))}
            </HStack>
          ),
        },
        ...otherColumns,
      ]}
      fields={() => [
        ...ruleFormFields(t, controllers),
        {
          name: "data_fields",
          label: t("securityAdmin.rules.fields"),
          type: "custom",
          help: t("securityAdmin.rules.fieldsHelp"),
          render: ({ value, onChange, values }) => (
            <SensitiveFieldsEditor
              controllers={controllers}
              controller={String(values.controller ?? "")}
              value={(value ?? {}) as WatchedFields}
              onChange={onChange}
            />
          ),
        },
        statusField(t),
      ]}
      schema={sensitiveDataInput}
      defaults={(row) => ({
        name: row?.name ?? "",
        controller: row?.controller ?? "",
        data_fields: row?.data_fields ?? {},
        status: row?.status ?? "enable",
      })}
      titles={{ add: t("securityAdmin.rules.addSensitive"), edit: t("securityAdmin.rules.editSensitive") }}
      save={(input, row) => (row ? edit.mutateAsync({ ...input, id: row.id }) : add.mutateAsync(input))}
    />
  );
}
