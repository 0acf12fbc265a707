import { rowSchemaOf } from "@corp/domain/collections/collection";
import { dataRecycle } from "@corp/domain/collections/security/data-recycle";
import { z } from "zod";
import { crud, type Trx } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { isAlwaysSecret } from "../../services/data-security/watched-controllers.ts";
import { sensitiveDataEditInput, sensitiveDataInput } from "./security-rule.schema.ts";
import { ruleColumns, watchableFields, watchedControllersProcedure } from "./watched-rule.ts";

/** A sensitive-field rule: a recycle rule's columns and the fields it watches. */
const sensitiveRuleRow = rowSchemaOf(dataRecycle).extend({
  data_fields: z.record(z.string(), z.object({ title: z.string(), secret: z.boolean() })),
});

const rules = crud({
  table: "security_sensitive_data",
  node: "security/sensitiveData",
  row: sensitiveRuleRow,
  quickSearch: ["name", "controller", "data_table"],
  defaultOrder: "id,desc",
  unsearchable: ["data_fields"],
});

type RuleInput = z.output<typeof sensitiveDataInput>;

/** The rule's columns, its fields checked against the table the controller writes. */
async function checkedRule(trx: Trx, input: RuleInput) {
  const columns = await ruleColumns(trx, input);
  const known = await watchableFields(trx, columns.data_table);
  const fields = Object.fromEntries(
    Object.entries(input.data_fields).map(([field, watched]) => {
      if (!known.includes(field)) throw refused("fieldUnknown", { field });
      // A password hash is a secret whatever the form says (issue 24, N4).
      return [field, { ...watched, secret: watched.secret || isAlwaysSecret(columns.data_table, field) }];
    }),
  );
  return { ...columns, data_fields: JSON.stringify(fields) };
}

/** security/sensitiveData: which fields' changes the sensitive-data log keeps, and which are secrets (ADR 0016). */
export const sensitiveDataRouter = router({
  index: rules.index(),
  get: rules.get(),
  exportCsv: rules.exportCsv(),
  controllers: watchedControllersProcedure("security/sensitiveData/index"),
  add: rules.add(sensitiveDataInput, async (trx, input) => {
    const columns = await checkedRule(trx, input);
    const { id } = await trx
      .insertInto("security_sensitive_data")
      .values({ ...columns, create_time: columns.update_time })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }),
  edit: rules.edit(sensitiveDataEditInput, async (trx, input) => {
    await trx
      .updateTable("security_sensitive_data")
      .set(await checkedRule(trx, input))
      .where("id", "=", input.id)
      .execute();
  }),
  del: rules.del(),
});
