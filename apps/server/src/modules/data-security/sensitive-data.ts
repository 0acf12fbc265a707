import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { refused } from "../../admin/crud/errors.ts";
import { isAlwaysSecret } from "../../services/data-security/watched-controllers.ts";
import { securityRuleHooks } from "./data-recycle.ts";
import { watchableFields } from "./watched-rule.ts";

type FieldTitles = Record<string, { title: string; secret: boolean }>;

/**
 * security/sensitiveData: a rule's fields must be columns of the table its controller writes, and a
 * password hash is a secret whatever the form says (issue 24, N4).
 */
export const sensitiveRuleHooks: CollectionHooks = {
  prepare: async (input, trx, id) => {
    const values = await securityRuleHooks.prepare?.(input, trx, id);
    const table = String(values?.data_table ?? "");
    const known = await watchableFields(trx, table);
    const fields = Object.fromEntries(
      Object.entries(input.data_fields as FieldTitles).map(([field, watched]) => {
        if (!known.includes(field)) throw refused("fieldUnknown", { field });
        return [field, { ...watched, secret: watched.secret || isAlwaysSecret(table, field) }];
      }),
    );
    return { ...values, data_fields: fields };
  },
};
