import { createDatabase } from "@corp/db/connection";
import { migrateToLatest } from "@corp/db/migrate";
import { withMigrationLock } from "@corp/db/migration-lock";
import { holdServingLock } from "@corp/db/serving-lock";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { exitWhenLocked } from "./database-lock-exit.ts";
import { checkServingEnv, readEnv } from "./env.ts";
import { watchDatabase } from "./metrics/database.ts";
import { logOptions } from "./plugins/log-options.ts";
import { markStopping } from "./routes/api/health.ts";
import { serverModules } from "./server-modules.ts";
import { createServices } from "./services/app-services.ts";
import { resealSecrets } from "./services/stored-secrets.ts";

const env = readEnv();
checkServingEnv(env);
// Libraries loaded later (React and Emotion in the page renderer) pick their production builds from this.
process.env.NODE_ENV = env.NODE_ENV;
const database = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(
  exitWhenLocked,
);
// Servers started together on one database take turns; none serves before the schema is current. Each
// then marks itself as serving (a restore refuses to run under it).
let releaseServing = async () => {};
await withMigrationLock(
  database,
  async () => {
    await migrateToLatest(database.db);
    releaseServing = await holdServingLock(database, (error) =>
      console.error("postgres: the serving lock's connection was lost; taking it again:", error),
    );
  },
  () => console.log("another process is migrating the database; waiting for it"),
);
const services = createServices(database.db, env, database.dialect);
// A bucket that refuses the keys or does not exist stops the server here, with the bucket named.
await services.files.check();
// Secret settings stored in plain by an older release are encrypted with the site's key (issue 44, P8).
const sealing = await resealSecrets(database.db, services.secrets, { rotate: false });
// Backups and imports written by an older release are made readable by this user alone.
if (services.backups.kind === "local") await services.backups.check();
if (services.imports.kind === "local") await services.imports.check();
const app = await buildApp({
  services,
  logger: logOptions(env.LOG_LEVEL),
});
if (sealing.sealed > 0)
  app.log.info({ sealed: sealing.sealed }, "secret settings encrypted with the site's key");
if (sealing.unknown.length > 0) {
  app.log.warn(
    { settings: sealing.unknown },
    "secret settings encrypted with another key: set SITE_KEY_PREVIOUS to it and run cli.js secrets:rotate, or enter them again",
  );
}
// Failed queries, lost connections and the pool's use, for GET /metrics.
const unwatchDatabase = watchDatabase(database);
app.addHook("onClose", async () => {
  unwatchDatabase();
  await services.views.flush();
  await releaseServing();
  await database.close();
});

const purge = setInterval(
  () => {
    void services.tokens.purgeExpired().catch(() => {});
    void services.throttle.purgeExpired(24 * 60 * 60).catch(() => {});
  },
  60 * 60 * 1000,
);
purge.unref();
// The modules' timers (scheduled backups, the deletion of old leads, search pushes...), stopped first.
for (const schedule of serverModules.flatMap((module) => module.schedules ?? [])) {
  const unschedule = schedule.start(services, (err) => app.log.error({ err }, schedule.what));
  app.addHook("preClose", async () => unschedule());
}

const stopDelay = env.STOP_DELAY_SECONDS * 1000;
closeWithGrace({ delay: 10_000 + stopDelay }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, "closing after an error");
  else if (stopDelay > 0) {
    // A proxy's health check sees the 503 and sends nothing more here; the requests it sent meanwhile
    // are served, and the server closes once it has had the time to notice.
    markStopping();
    app.log.info(
      { signal, seconds: env.STOP_DELAY_SECONDS },
      "stopping: health check answers 503, closing after",
    );
    await new Promise((resolve) => setTimeout(resolve, stopDelay));
  } else app.log.info({ signal }, "closing");
  await app.close();
});

await app.listen({ port: env.PORT, host: env.HOST });
