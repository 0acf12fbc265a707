import type { Generated } from "kysely";
import type { Jsonb, JsonValue } from "./columns.ts";

// The tables of migration 0010 (the module market).

export type ModuleState = "enable" | "disable";

/** An installed module; `manifest` is the validated `module.json` it was installed from. */
export interface ModuleTable {
  uid: string;
  title: string;
  version: string;
  state: Generated<ModuleState>;
  manifest: Jsonb<JsonValue>;
  install_time: Generated<number>;
  update_time: Generated<number>;
}

/** A migration a module ran; uninstalling rolls these back, newest first. */
export interface ModuleMigrationTable {
  module_uid: string;
  name: string;
  execute_time: Generated<number>;
}

/** An admin rule a module added; uninstalling deletes these rules. */
export interface ModuleRuleTable {
  module_uid: string;
  rule_id: number;
}

export interface ModuleTables {
  module: ModuleTable;
  module_migration: ModuleMigrationTable;
  module_rule: ModuleRuleTable;
}
