import { parentIdSchema } from "@corp/domain/row-id";
import { z } from "zod";
import { enableStatus, rowId } from "../common.schema.ts";

export const ruleTypes = ["menu_dir", "menu", "button"] as const;
export const menuTypes = ["tab", "link", "iframe"] as const;
export const ruleExtends = ["none", "add_rules_only", "add_menu_only"] as const;

export const ruleInput = z.object({
  pid: parentIdSchema.default(0),
  type: z.enum(ruleTypes).default("menu"),
  title: z.string().trim().min(1).max(50),
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
  keepalive: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(0),
  extend: z.enum(ruleExtends).default("none"),
  remark: z.string().max(255).default(""),
  weigh: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
  status: enableStatus.default("enable"),
});

export const ruleEditInput = ruleInput.extend({ id: rowId });
