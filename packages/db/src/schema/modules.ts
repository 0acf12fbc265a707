import type { Generated } from "kysely";

// The tables beside the installed modules (a declared collection): what each module added (migration
// 0011), and the zips modules are installed from (migration 0019).

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

/** `uploaded`: a zip waiting to be installed; `installed`: the zip the installed module runs from. */
export type ModulePackageStage = "uploaded" | "installed";

/**
 * A module zip (ADR 0026): every server process unpacks the installed one into its own folder, so the
 * files of a module never live only on the disk of the server that installed it.
 */
export interface ModulePackageTable {
  uid: string;
  stage: ModulePackageStage;
  version: string;
  /** Lower-case hex SHA-256 of `zip`: what a server's unpacked copy is checked against. */
  sha256: string;
  zip: Buffer;
  create_time: Generated<number>;
}

export interface ModuleTables {
  module_migration: ModuleMigrationTable;
  module_rule: ModuleRuleTable;
  module_package: ModulePackageTable;
}
