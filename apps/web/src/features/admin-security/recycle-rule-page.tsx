import { dataRecycleInput } from "@corp/server/schemas/data-security/security-rule";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CrudPage } from "../admin-crud/crud-page.tsx";
import { statusField } from "../admin-crud/fields/status-field.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import { RuleIntro, ruleColumns, ruleFormFields, useWatchedControllers } from "./rule-columns.tsx";
import type { RecycleRuleRow } from "./security-types.ts";

/** security/dataRecycle: which controllers' deleted rows the recycle bin keeps. */
export function RecycleRulePage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const controllers = useWatchedControllers("dataRecycle");
  const add = useMutation(trpc.security.dataRecycle.add.mutationOptions());
  const edit = useMutation(trpc.security.dataRecycle.edit.mutationOptions());
  return (
    <CrudPage<RecycleRuleRow, typeof dataRecycleInput>
      procedures={trpc.security.dataRecycle}
      node="security/dataRecycle"
      intro={<RuleIntro text={t("securityAdmin.rules.recycleIntro")} />}
      columns={ruleColumns<RecycleRuleRow>(t, controllers)}
      fields={() => [...ruleFormFields(t, controllers), statusField(t)]}
      schema={dataRecycleInput}
      defaults={(row) => ({
        name: row?.name ?? "",
        controller: row?.controller ?? "",
        status: row?.status ?? "enable",
      })}
      titles={{ add: t("securityAdmin.rules.addRecycle"), edit: t("securityAdmin.rules.editRecycle") }}
      save={(input, row) => (row ? edit.mutateAsync({ ...input, id: row.id }) : add.mutateAsync(input))}
    />
  );
}
