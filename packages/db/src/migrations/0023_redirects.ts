import { redirect } from "@corp/domain/collections/content/redirect";
import { sql } from "kysely";
import { addCollectionRules } from "../seed/admin-rules.ts";
import { type MigrationDb, oneOf, withEnableStatus, withTimes } from "./helpers.ts";

/**
 * Redirects (issue 30): `redirect`, one rule per old path (unique), answered before the public routes;
 * and, for a site seeded earlier, its page under 内容管理 with its buttons (a new site gets them from the
 * seed). No content-version trigger: a hit is counted by a write, and no public answer shows the table.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withTimes(
    withEnableStatus(
      db.schema
        .createTable("redirect")
        .addColumn("id", "serial", (col) => col.primaryKey())
        .addColumn("source", "varchar(255)", (col) => col.notNull())
        .addColumn("match", "text", (col) =>
          col
            .notNull()
            .defaultTo("exact")
            .check(oneOf("match", ["exact", "prefix"])),
        )
        .addColumn("target", "varchar(255)", (col) => col.notNull().defaultTo(""))
        .addColumn("code", "smallint", (col) => col.notNull().defaultTo(301).check(sql`code in (301, 302)`))
        .addColumn("hits", "bigint", (col) => col.notNull().defaultTo(0)),
    ),
  ).execute();
  await sql`create unique index redirect_source_idx on redirect (source)`.execute(db);
  await sql`comment on table redirect is 'Old public paths answered with a redirect to their new address'`.execute(
    db,
  );
  await addCollectionRules(db, redirect);
}

export async function down(db: MigrationDb): Promise<void> {
  await db
    .deleteFrom("admin_rule")
    .where((eb) => eb.or([eb("name", "=", redirect.node), eb("name", "like", `${redirect.node}/%`)]))
    .execute();
  await db.schema.dropTable("redirect").execute();
}
