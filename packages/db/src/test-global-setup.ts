import { randomBytes } from "node:crypto";
import { removeRunFiles, TEST_RUN_ENV } from "./test-run.ts";
import { dropServerTemplates } from "./test-templates.ts";

/**
 * Vitest global setup of the suites that open test databases: names the run, so that the suite's worker
 * processes share one migrated, seeded database (a dump file for PGlite, a template database on
 * DATABASE_URL's server) instead of migrating every database, and removes both when the suite ends.
 */
export default function setup(): () => Promise<void> {
  const run = randomBytes(6).toString("hex");
  process.env[TEST_RUN_ENV] = run;
  return async () => {
    await removeRunFiles(run);
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) await dropServerTemplates(serverUrl, run);
  };
}
