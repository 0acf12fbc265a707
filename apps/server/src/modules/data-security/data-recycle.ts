import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { watchedTableOf } from "./watched-rule.ts";

/**
 * The rules of both data-security pages (security/dataRecycle and security/sensitiveData): the form names
 * the controller, the server writes the table it watches (refused for a controller it may not watch).
 */
export const securityRuleHooks: CollectionHooks = {
  prepare: async (values, trx) => ({
    ...values,
    controller_as: values.controller,
    data_table: await watchedTableOf(trx, String(values.controller)),
    primary_key: "id",
  }),
};
