import { z } from "zod";
import { rowId } from "../../admin/schemas/common.schema.ts";
import { ruleTreeFields } from "../../admin/schemas/rule-fields.schema.ts";

export const ruleTypes = ["menu_dir", "menu", "button"] as const;
export const ruleExtends = ["none", "add_rules_only", "add_menu_only"] as const;

export const ruleInput = z.object({
  ...ruleTreeFields,
  type: z.enum(ruleTypes).default("menu"),
  extend: z.enum(ruleExtends).default("none"),
});

export const ruleEditInput = ruleInput.extend({ id: rowId });
