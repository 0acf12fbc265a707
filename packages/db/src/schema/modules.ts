import type { Generated } from "kysely";

// The tables of migration 0011 beside the installed modules (a declared collection): what each module added.

export type ModuleState = "enable" | "disable";

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
  module_migration: ModuleMigrationTable;
  module_rule: ModuleRuleTable;
}
