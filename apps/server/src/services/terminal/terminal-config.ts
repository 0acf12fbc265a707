import type { Database } from "@corp/db/schema";
import { DEFAULT_PACKAGE_MANAGER, type PackageManager, packageManager } from "@corp/domain/terminal-commands";
import type { Kysely } from "kysely";

/** The site config row of the terminal's package manager; absent until first changed (then pnpm). */
const NAME = "terminal_package_manager";

export async function readPackageManager(db: Kysely<Database>): Promise<PackageManager> {
  const row = await db.selectFrom("config").select("value").where("name", "=", NAME).executeTakeFirst();
  const parsed = packageManager.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_PACKAGE_MANAGER;
}

export async function writePackageManager(db: Kysely<Database>, manager: PackageManager): Promise<void> {
  await db
    .insertInto("config")
    .values({
      name: NAME,
      group: "terminal",
      title: "终端包管理器",
      type: "select",
      value: JSON.stringify(manager),
      content: JSON.stringify({ pnpm: "pnpm", npm: "npm", yarn: "yarn" }),
    })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value: JSON.stringify(manager) }))
    .execute();
}
