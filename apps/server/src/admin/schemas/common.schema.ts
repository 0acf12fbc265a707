import { rowIdSchema } from "@corp/domain/row-id";
import { z } from "zod";

/** A row id as forms and query strings send it (a number or its digits), within the database's int4. */
export const rowId = rowIdSchema;

/** Whether a row (admin, group, rule) is in use. */
export const enableStatus = z.enum(["enable", "disable"]);
