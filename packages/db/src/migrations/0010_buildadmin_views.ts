import { sql } from "kysely";
import type { MigrationDb } from "./helpers.ts";

/** Menu entries seeded before any controller answered them (the CRUD designer and the module market). */
const UNANSWERED = ["crud/crud", "moduleStore/moduleStore"];

/**
 * Admin menu entries name the view BuildAdmin's client opens (`/src/views/backend/auth/admin/index.vue`)
 * instead of the rule name, its client registering routes only for that form (ADR 0019); entries an
 * admin pointed elsewhere are left as they are. Seeded entries whose controller does not exist are
 * removed with their buttons (and the grants of them, by the foreign keys).
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`
    update admin_rule set component = case
      when name = 'dashboard' then '/src/views/backend/dashboard.vue'
      when name = 'routine/adminInfo' then '/src/views/backend/routine/adminInfo.vue'
      else '/src/views/backend/' || name || '/index.vue' end
    where type = 'menu' and component = name`.execute(db);
  const roots = await db.selectFrom("admin_rule").select("id").where("name", "in", UNANSWERED).execute();
  const ids = roots.map((r: { id: number }) => r.id);
  if (ids.length > 0) {
    await db.deleteFrom("admin_rule").where("pid", "in", ids).execute();
    await db.deleteFrom("admin_rule").where("id", "in", ids).execute();
  }
}

/** Back to rule names as components; the removed entries stay removed (a later seed adds them). */
export async function down(db: MigrationDb): Promise<void> {
  await sql`
    update admin_rule set component = name
    where type = 'menu' and component in (
      '/src/views/backend/' || name || '/index.vue',
      '/src/views/backend/dashboard.vue',
      '/src/views/backend/routine/adminInfo.vue')`.execute(db);
}
