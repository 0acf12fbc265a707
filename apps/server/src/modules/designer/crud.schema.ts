import { tableDesign } from "@corp/domain/crud-design/design-schema";
import { z } from "zod";
import { rowId } from "../../admin/schemas/common.schema.ts";

/** Generate: the design, and the log row it was opened from (null for a new table). */
export const generateInput = z.object({ design: tableDesign, baseLogId: rowId.nullable() });

/** Reopen or copy the design of a log row. */
export const logStartInput = z.object({ id: rowId });

/** Drop a designed table: its name, typed again by the admin. */
export const dropTableInput = z.object({ table: z.string().max(100), confirm: z.string().max(100) });

/** A design drafted from an existing table: a product table, or `designed.<name>`. */
export const fromTableInput = z.object({ table: z.string().min(1).max(120) });
