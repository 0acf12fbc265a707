import { randomBytes } from "node:crypto";
import { dropServerTemplates, TEST_RUN_ENV } from "./testing.ts";

/**
 * Vitest global setup of the suites that open test databases: names the run, so that on a PostgreSQL
 * server (DATABASE_URL) the suite's workers copy one migrated, seeded template per process instead of
 * migrating every database, and drops the run's templates when the suite ends.
 */
export default function setup(): () => Promise<void> {
  const run = randomBytes(6).toString("hex");
  process.env[TEST_RUN_ENV] = run;
  return async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) await dropServerTemplates(serverUrl, run);
  };
}
