import type { Database } from "@corp/db/schema";
import { type PackageManager, packageManager, packageManagerInUse } from "@corp/domain/terminal-commands";
import type { Kysely } from "kysely";
import { installedPackageManagers } from "./package-managers.ts";

/** The site config row of the terminal's package manager; absent until first changed. */
const NAME = "terminal_package_manager";

/** What the terminal's settings answer: the manager in use, the saved choice and the installed ones. */
export type TerminalConfig = {
  manager: PackageManager;
  saved: PackageManager | undefined;
  installed: PackageManager[];
};

export async function readTerminalConfig(db: Kysely<Database>): Promise<TerminalConfig> {
  const row = await db.selectFrom("config").select("value").where("name", "=", NAME).executeTakeFirst();
  const saved = packageManager.safeParse(row?.value).data;
  const installed = await installedPackageManagers();
  return { manager: packageManagerInUse(saved, installed), saved, installed };
}

/** The manager the install, build and test commands run with (see `packageManagerInUse`). */
export async function readPackageManager(db: Kysely<Database>): Promise<PackageManager> {
  return (await readTerminalConfig(db)).manager;
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
