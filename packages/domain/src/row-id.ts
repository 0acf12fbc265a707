import { z } from "zod";

/** The largest id the database's integer (int4) keys hold. */
export const ROW_ID_MAX = 2_147_483_647;

/** A row id as forms and query strings send it (a number or its digits): positive, within int4. */
export const rowIdSchema = z.coerce.number().int().positive().max(ROW_ID_MAX);

/** A parent id: 0 for a top-level row, else a row id. */
export const parentIdSchema = z.coerce.number().int().min(0).max(ROW_ID_MAX);
