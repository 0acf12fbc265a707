import { randomBytes } from "node:crypto";
import { createDatabase } from "@corp/db/connection";
import { migrateToLatest } from "@corp/db/migrate";
import { seed } from "@corp/db/seed";
import { hashPassword } from "./auth/password.ts";
import { exitWhenLocked } from "./database-lock-exit.ts";
import { readEnv } from "./env.ts";

/** `migrate` applies pending migrations; `seed` also fills an empty database with the demo company. */
async function main(command: string | undefined): Promise<void> {
  if (command !== "migrate" && command !== "seed") {
    console.error("usage: cli.js migrate|seed");
    process.exitCode = 2;
    return;
  }
  const env = readEnv();
  const database = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(
    exitWhenLocked,
  );
  try {
    await migrateToLatest(database.db);
    console.log(`database ready (${database.dialect}${env.DATABASE_URL ? "" : `, ${env.DATA_DIR}`})`);
    if (command === "seed") {
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
  } finally {
    await database.close();
  }
}

await main(process.argv[2]);
