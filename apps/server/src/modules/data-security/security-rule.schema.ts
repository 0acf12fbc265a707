import { z } from "zod";
import { enableStatus, rowId } from "../../admin/schemas/common.schema.ts";

/** A controller the rule watches, as named in the rule tree ("content/article", "designed/product"). */
const controller = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-zA-Z]+(\/[a-zA-Z][a-zA-Z0-9_]*)+$/, "controller");

/** security/dataRecycle: the recycle bin keeps the rows this controller deletes. */
export const dataRecycleInput = z.object({
  name: z.string().trim().min(1).max(50),
  controller,
  status: enableStatus.default("enable"),
});
export const dataRecycleEditInput = dataRecycleInput.extend({ id: rowId });

/** A watched field: its label in the log, and whether its values are secrets never shown. */
export const sensitiveField = z.object({
  title: z.string().trim().min(1).max(50),
  secret: z.boolean().default(false),
});

/** security/sensitiveData: the log keeps the changes this controller makes to these fields. */
export const sensitiveDataInput = dataRecycleInput.extend({
  data_fields: z
    .record(z.string().regex(/^[a-z_][a-z0-9_]{0,49}$/, "field"), sensitiveField)
    .refine((fields) => Object.keys(fields).length > 0 && Object.keys(fields).length <= 50, "fields"),
});
export const sensitiveDataEditInput = sensitiveDataInput.extend({ id: rowId });
