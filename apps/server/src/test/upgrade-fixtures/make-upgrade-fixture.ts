import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { createPglite } from "@corp/db/connection";
import { migrations } from "@corp/db/migrations/index";
import type { Database } from "@corp/db/schema";
import { fixturePassword, migrateToLevel, upgradeFixtureFile } from "@corp/db/upgrade-fixtures";
import { hash } from "@node-rs/argon2";
import { Kysely, PGliteDialect } from "kysely";
import { levelNumber } from "./demo-rows.ts";
import { fillDemoSite } from "./demo-site.ts";
import { dumpFixture, tablesWithRows } from "./dump-fixture.ts";

/**
 * Writes the upgrade fixture of each level named (a migration's name, `0019_module_packages`):
 *
 *   npx tsx apps/server/src/test/upgrade-fixtures/make-upgrade-fixture.ts 0019_module_packages
 *
 * An embedded database is migrated to that level by the migrations as they are (a shipped migration is
 * never edited, so this is the shape that release had), filled as a site of that release (demo-site.ts)
 * and written out to packages/db/src/upgrade-fixtures/<level>.sql. Every time in it is fixed and every
 * hash salted by what it hashes, so running it again writes the same file.
 */

/** argon2id as the server hashes (auth/password.ts), its salt taken from the text instead of at random. */
async function fixedSaltHash(plain: string): Promise<string> {
  const salt = createHash("sha256").update(`upgrade-fixture:${plain}`).digest().subarray(0, 16);
  return hash(plain, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1, salt });
}

const DDL = /^\s*(create|alter|comment)\s/i;

async function makeFixture(level: string): Promise<string> {
  const pglite = await createPglite();
  let recording = false;
  const ddl: string[] = [];
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite }),
    log: (event) => {
      if (!recording || event.level !== "query" || !DDL.test(event.query.sql)) return;
      if (event.query.parameters.length > 0) throw new Error(`DDL with parameters: ${event.query.sql}`);
      ddl.push(event.query.sql);
    },
  });
  try {
    await migrateToLevel(db, level);
    const migrated = await tablesWithRows(db);
    recording = true;
    await fillDemoSite(
      db,
      levelNumber(level),
      (username) => fixedSaltHash(fixturePassword(username)),
      (text) => fixedSaltHash(text),
    );
    recording = false;
    const lines = await dumpFixture(db, ddl, migrated);
    const header = [
      `-- Upgrade fixture: a site as a release at migration ${level} left it (docs/ops/upgrade.md).`,
      `-- Made by: npx tsx apps/server/src/test/upgrade-fixtures/make-upgrade-fixture.ts ${level}`,
      `-- Loaded by loadUpgradeFixture (packages/db/src/upgrade-fixtures.ts) into an empty database migrated`,
      `-- to ${level}: one statement per line. Every account's password is fixturePassword(username).`,
      "",
    ];
    return `${[...header, ...lines].join("\n")}\n`;
  } finally {
    await db.destroy();
  }
}

const levels = process.argv.slice(2);
if (levels.length === 0 || levels.some((level) => !(level in migrations))) {
  console.error("usage: make-upgrade-fixture.ts <migration name>... (e.g. 0019_module_packages)");
  process.exitCode = 2;
} else {
  for (const level of levels) {
    await writeFile(upgradeFixtureFile(level), await makeFixture(level));
    console.log(`wrote ${upgradeFixtureFile(level)}`);
  }
}
