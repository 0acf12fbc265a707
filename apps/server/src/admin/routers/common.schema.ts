import { z } from "zod";

/** A row id as forms and query strings send it (a number or its digits). */
export const rowId = z.coerce.number().int().positive();

/** Whether a row (admin, group, rule) is in use. */
export const enableStatus = z.enum(["enable", "disable"]);
