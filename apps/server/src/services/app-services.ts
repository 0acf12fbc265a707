import type { DialectName } from "@corp/db/connection";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { TokenStore } from "../auth/tokens.ts";
import type { Env } from "../env.ts";
import { ModuleRuntime } from "../modules/market/state.ts";
import { RedirectRules, ReservedAddresses, ViewCounter } from "../modules/site/state.ts";
import type { FileStore } from "../storage/file-store.ts";
import { fileStoresOf } from "../storage/stores.ts";
import { BackgroundQueue } from "./background-queue.ts";
import { imagePixelLimit } from "./image-pixels.ts";
import { ImageVariants } from "./image-variants.ts";
import { SettingSecrets } from "./setting-secrets.ts";
import { purposeKey, siteKey } from "./site-key.ts";
import { Throttle } from "./throttle.ts";

/** What request handlers need, built once per server. */
export type AppServices = {
  db: Kysely<Database>;
  /** Which database `db` is: what a backup's manifest records. */
  dialect: DialectName;
  env: Env;
  /** Seals and opens the settings' secrets (the mail password, SMS and market keys) with the site's key. */
  secrets: SettingSecrets;
  tokens: TokenStore;
  /** Keyed counters in the database: login failures, and any other action limited per key. */
  throttle: Throttle;
  views: ViewCounter;
  /** Uploaded files: `$DATA_DIR/uploads`, or the bucket's `uploads/` (FILE_STORE). */
  files: FileStore;
  imageVariants: ImageVariants;
  /** The site's backups: `$DATA_DIR/backups`, or the bucket's `backups/`. */
  backups: FileStore;
  /** Exports uploaded to be imported: `$DATA_DIR/imports`, or the bucket's `imports/`. */
  imports: FileStore;
  /** Installed modules of the module market: `$DATA_DIR/modules` (ADR 0021). */
  modules: ModuleRuntime;
  /** Work after the answer: the mails of codes sent to addresses a guest names. */
  deliveries: BackgroundQueue;
  /** The enabled redirect rules, as this server last read them. */
  redirects: RedirectRules;
  /** The site's own addresses, which no redirect rule may take (filled as routes are registered). */
  reservedAddresses: ReservedAddresses;
  /** Backups being made by this server, one at a time. */
  backupQueue: BackgroundQueue;
  /** WordPress imports run by this server, one at a time. */
  importQueue: BackgroundQueue;
};

export function createServices(
  db: Kysely<Database>,
  env: Env,
  dialect: DialectName = env.DATABASE_URL ? "postgres" : "pglite",
): AppServices {
  const stores = fileStoresOf(env);
  return {
    db,
    dialect,
    env,
    secrets: new SettingSecrets(env),
    tokens: new TokenStore(db),
    throttle: new Throttle(db),
    // Visitors are hashed under a key of the site's, the same on every server of the site (read on first use).
    views: new ViewCounter(db, { key: () => purposeKey(siteKey(env), "view visitors") }),
    files: stores.files,
    imageVariants: new ImageVariants(stores.variants, () => imagePixelLimit(db)),
    backups: stores.backups,
    imports: stores.imports,
    modules: new ModuleRuntime(db, () => env.DATA_DIR),
    deliveries: new BackgroundQueue(),
    backupQueue: new BackgroundQueue(1, 10),
    importQueue: new BackgroundQueue(1, 10),
    redirects: new RedirectRules(db),
    reservedAddresses: new ReservedAddresses(env.ADMIN_ENTRY),
  };
}
