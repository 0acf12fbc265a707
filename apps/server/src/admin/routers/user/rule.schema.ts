import { z } from "zod";
import { enableStatus, rowId } from "../common.schema.ts";

/** The member menu is at most this deep, like the site menu (SPEC §2). */
export const MEMBER_RULE_LEVELS = 3;

/**
 * Route: a page reachable without a menu entry; menu_dir and menu: the member centre's side menu;
 * nav: the site header's links; nav_user_menu: the header's member drop-down; button: an action.
 */
export const memberRuleTypes = ["route", "menu_dir", "menu", "nav", "nav_user_menu", "button"] as const;
export const memberMenuTypes = ["tab", "iframe", "link"] as const;

/** The types that are entries of a menu, and so open as a tab, an iframe or a link. */
export const MENU_ENTRY_TYPES: readonly (typeof memberRuleTypes)[number][] = ["menu", "nav", "nav_user_menu"];

/** The types that may be valid for guests too; a member-centre menu always needs a member. */
export const GUEST_TYPES: readonly (typeof memberRuleTypes)[number][] = ["route", "nav", "button"];

const flag = z.coerce
  .number()
  .pipe(z.union([z.literal(0), z.literal(1)]))
  .default(0);

export const memberRuleInput = z.object({
  pid: z.coerce.number().int().min(0).default(0),
  type: z.enum(memberRuleTypes).default("menu"),
  title: z.string().trim().min(1).max(50),
  name: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9_/.-]+$/),
  path: z.string().trim().max(100).default(""),
  icon: z.string().trim().max(50).default(""),
  menu_type: z.enum(memberMenuTypes).nullable().default(null),
  url: z.string().trim().max(255).default(""),
  component: z.string().trim().max(100).default(""),
  keepalive: flag,
  no_login_valid: flag,
  remark: z.string().max(255).default(""),
  weigh: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
  status: enableStatus.default("enable"),
});

export const memberRuleEditInput = memberRuleInput.extend({ id: rowId });
