import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    isolate: false, // a worker's files share one module graph (docs/testing.md)
    // A polled expectation waits for its state as long as a busy machine may take (the default is 1 s).
    expect: { poll: { timeout: 15_000 } },
    maxWorkers: "100%", // one worker per core: a test file mostly waits on its database
    globalSetup: ["src/test-global-setup.ts"],
    // A test file may start a database (PGlite initdb, or a fresh database on DATABASE_URL's server).
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
