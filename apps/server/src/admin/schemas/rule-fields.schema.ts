import { parentIdSchema } from "@corp/domain/row-id";
import { z } from "zod";
import { enableStatus } from "./common.schema.ts";

/** How a menu entry opens: a tab (a component), an iframe or a link (an address). */
export const menuTypes = ["tab", "iframe", "link"] as const;

/** 0 or 1, as forms send it (a switch's boolean, a digit or a number). */
export const flag = z.coerce
  .number()
  .pipe(z.union([z.literal(0), z.literal(1)]))
  .default(0);

/**
 * The fields of a menu and permission rule that the admins' tree (`admin_rule`) and the members' tree
 * (`user_rule`) share; each adds its types and its own column.
 */
export const ruleTreeFields = {
  pid: parentIdSchema.default(0),
  title: z.string().trim().min(1).max(50),
  /** The title in the English interface; empty: the seeded English title, or the title. */
  title_en: z
    .string()
    .trim()
    .max(100)
    .nullable()
    .default(null)
    .transform((value) => value || null),
  /** Permissions are checked by name: letters, digits and `_ / . -` only. */
  name: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9_/.-]+$/),
  path: z.string().trim().max(100).default(""),
  icon: z.string().trim().max(50).default(""),
  menu_type: z.enum(menuTypes).nullable().default(null),
  url: z.string().trim().max(255).default(""),
  component: z.string().trim().max(100).default(""),
  keepalive: flag,
  remark: z.string().max(255).default(""),
  weigh: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
  status: enableStatus.default("enable"),
};
