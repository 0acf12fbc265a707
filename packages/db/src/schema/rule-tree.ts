import type { Generated } from "kysely";
import type { EnableStatus, Flag, Times } from "./columns.ts";

export type MenuType = "tab" | "link" | "iframe";

/**
 * A node of a menu and permission tree. The admins' tree (`admin_rule`) and the members' tree
 * (`user_rule`) share these columns and differ in their node types and one column each.
 */
export interface RuleTreeColumns<Type extends string> extends Times {
  id: Generated<number>;
  pid: Generated<number>;
  type: Generated<Type>;
  title: string;
  /** The title in the English interface (migration 0014); null: the seeded English title, or `title`. */
  title_en: string | null;
  /** Unique within its tree, e.g. 'auth/admin' (a page) or 'auth/admin/add' (an action on it). */
  name: string;
  path: Generated<string>;
  icon: Generated<string>;
  menu_type: MenuType | null;
  url: Generated<string>;
  component: Generated<string>;
  keepalive: Generated<Flag>;
  remark: Generated<string>;
  weigh: Generated<number>;
  status: Generated<EnableStatus>;
}
