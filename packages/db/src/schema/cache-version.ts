import type { Generated } from "kysely";

// The table of migration 0006.

/** A content scope's counter, folded into the ETags of the public answers that depend on it. */
export interface CacheVersionTable {
  scope: string;
  version: Generated<number>;
  update_time: Generated<number>;
}

export interface CacheVersionTables {
  cache_version: CacheVersionTable;
}
