import type { AdminAuthTables } from "./schema/admin-auth.ts";
import type { CacheVersionTables } from "./schema/cache-version.ts";
import type { CollectionTables } from "./schema/collections.ts";
import type { ContentTables } from "./schema/content.ts";
import type { MemberTables } from "./schema/members.ts";
import type { ModuleTables } from "./schema/modules.ts";
import type { SystemTables } from "./schema/system.ts";

// The tables as Kysely sees them, one file per area like the migrations.

export type * from "./schema/admin-auth.ts";
export type * from "./schema/cache-version.ts";
export type * from "./schema/collections.ts";
export type * from "./schema/columns.ts";
export type * from "./schema/content.ts";
export type * from "./schema/members.ts";
export type * from "./schema/modules.ts";
export type * from "./schema/system.ts";

export interface Database
  extends AdminAuthTables,
    MemberTables,
    SystemTables,
    ContentTables,
    CacheVersionTables,
    ModuleTables,
    CollectionTables {}

export type TableName = keyof Database;
