import { randomBytes } from "node:crypto";
import { createDatabase, type DatabaseHandle } from "@corp/db/connection";
import { migrateToLatest } from "@corp/db/migrate";
import { withMigrationLock } from "@corp/db/migration-lock";
import { seed } from "@corp/db/seed";
import { hashPassword } from "./auth/password.ts";
import { exitWhenLocked } from "./database-lock-exit.ts";
import { type Env, readEnv } from "./env.ts";
import { WORDPRESS_IMPORT_USAGE, wordpressImportCommand } from "./modules/wordpress-import/index.ts";
import { BACKUP_USAGE, backupCommand, restoreCommand } from "./ops/backup-command.ts";
import { SECRETS_ROTATE_USAGE, secretsRotateCommand } from "./ops/secrets-command.ts";
import { createServices } from "./services/app-services.ts";
import { STORAGE_COPY_USAGE, storageCopy } from "./storage/storage-copy-command.ts";

/**
 * `migrate` applies pending migrations; `seed` also fills an empty database with the demo company;
 * `storage:copy to-s3|to-local` copies the uploads between the data folder and the bucket (ADR 0027);
 * `backup [file] [--with-secrets]` and `restore <file> [--trust-unsigned]` write and restore an
 * archive of the site (docs/ops/backup.md);
 * `secrets:rotate` encrypts the settings' secrets again under a new site key (docs/security.md);
 * `import:wordpress <export.xml>` imports a WordPress site (docs/moving-from-wordpress.md).
 */
async function main(
  command: string | undefined,
  argument: string | undefined,
  rest: string[],
): Promise<void> {
  if (command === "backup" || command === "restore") {
    const env = readEnv();
    process.exitCode =
      command === "backup"
        ? await backupCommand(env, argument === undefined ? rest : [argument, ...rest])
        : await restoreCommand(env, argument === undefined ? rest : [argument, ...rest]);
    return;
  }
  if (command === "secrets:rotate") {
    process.exitCode = await secretsRotateCommand(
      readEnv(),
      [argument, ...rest].filter((a) => a !== undefined),
    );
    return;
  }
  if (!["migrate", "seed", "storage:copy", "import:wordpress"].includes(command ?? "")) {
    console.error(
      `usage: cli.js migrate|seed\n       ${STORAGE_COPY_USAGE}\n       ${BACKUP_USAGE}\n       ${SECRETS_ROTATE_USAGE}\n       ${WORDPRESS_IMPORT_USAGE}`,
    );
    process.exitCode = 2;
    return;
  }
  const env = readEnv();
  const database = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(
    exitWhenLocked,
  );
  try {
    if (command === "import:wordpress") {
      await migrateToLatest(database.db);
      const services = createServices(database.db, env, database.dialect);
      process.exitCode = await wordpressImportCommand(services, [argument ?? "", ...rest].filter(Boolean));
      await services.views.flush();
      return;
    }
    if (command === "storage:copy") {
      const report = await storageCopy(database.db, env, argument);
      if (report.failed.length > 0) process.exitCode = 1;
      return;
    }
    // Servers started together (replicas running the Dockerfile's command) take turns: one migrates and
    // seeds, the others wait and find it done.
    await withMigrationLock(database, () => prepare(database, command === "seed", env), waitingNotice);
  } finally {
    await database.close();
  }
}

const waitingNotice = () => console.log("another process is migrating the database; waiting for it");

async function prepare(database: DatabaseHandle, seeding: boolean, env: Env): Promise<void> {
  const applied = await migrateToLatest(database.db);
  // An upgrade's log names the migrations it ran, once: the next start finds none pending.
  if (applied.length > 0) {
    const names = applied.length === 1 ? applied[0] : `${applied[0]} to ${applied.at(-1)}`;
    console.log(`migrations applied: ${applied.length} (${names})`);
  }
  console.log(`database ready (${database.dialect}${env.DATABASE_URL ? "" : `, ${env.DATA_DIR}`})`);
  if (!seeding) return;
  const generated = env.ADMIN_PASSWORD ? undefined : randomBytes(12).toString("base64url");
  const adminPassword = env.ADMIN_PASSWORD ?? generated ?? "";
  const { seeded } = await seed(database.db, { adminPassword, hashPassword });
  if (!seeded) console.log("demo content already present; nothing seeded");
  else if (generated) {
    console.log("\n  Admin account created. Sign in at http://localhost:3000/admin");
    console.log(
      `  username: admin\n  password: ${generated}\n  (shown once; set ADMIN_PASSWORD to choose it)\n`,
    );
  } else console.log("admin account created with the password from ADMIN_PASSWORD");
}

await main(process.argv[2], process.argv[3], process.argv.slice(4)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
