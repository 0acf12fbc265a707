import { addInputOf } from "@corp/domain/collections/collection";
import { dataRecycle } from "@corp/domain/collections/security/data-recycle";
import { z } from "zod";
import { rowId } from "../../admin/schemas/common.schema.ts";

/** A watched field: its label in the log, and whether its values are secrets never shown. */
export const sensitiveField = z.object({
  title: z.string().trim().min(1).max(50),
  secret: z.boolean().default(false),
});

/**
 * security/sensitiveData: the log keeps the changes this controller makes to these fields. Its rule is a
 * recycle rule's (security/dataRecycle, a declared collection) and the fields it watches.
 */
export const sensitiveDataInput = addInputOf(dataRecycle).extend({
  data_fields: z
    .record(z.string().regex(/^[a-z_][a-z0-9_]{0,49}$/, "field"), sensitiveField)
    .refine((fields) => Object.keys(fields).length > 0 && Object.keys(fields).length <= 50, "fields"),
});
export const sensitiveDataEditInput = sensitiveDataInput.extend({ id: rowId });
