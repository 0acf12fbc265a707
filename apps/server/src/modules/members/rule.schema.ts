import { z } from "zod";
import { rowId } from "../../admin/schemas/common.schema.ts";
import { flag, ruleTreeFields } from "../../admin/schemas/rule-fields.schema.ts";

/** The member menu is at most this deep, like the site menu (SPEC §2). */
export const MEMBER_RULE_LEVELS = 3;

/**
 * Route: a page reachable without a menu entry; menu_dir and menu: the member centre's side menu;
 * nav: the site header's links; nav_user_menu: the header's member drop-down; button: an action.
 */
export const memberRuleTypes = ["route", "menu_dir", "menu", "nav", "nav_user_menu", "button"] as const;

/** The types that are entries of a menu, and so open as a tab, an iframe or a link. */
export const MENU_ENTRY_TYPES: readonly (typeof memberRuleTypes)[number][] = ["menu", "nav", "nav_user_menu"];

/** The types that may be valid for guests too; a member-centre menu always needs a member. */
export const GUEST_TYPES: readonly (typeof memberRuleTypes)[number][] = ["route", "nav", "button"];

export const memberRuleInput = z.object({
  ...ruleTreeFields,
  type: z.enum(memberRuleTypes).default("menu"),
  /** 1: valid for guests too. */
  no_login_valid: flag,
});

export const memberRuleEditInput = memberRuleInput.extend({ id: rowId });
