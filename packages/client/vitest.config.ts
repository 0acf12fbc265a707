import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    isolate: false, // a worker's files share one module graph (docs/testing.md)
    // A polled expectation waits for its state as long as a busy machine may take (the default is 1 s).
    expect: { poll: { timeout: 15_000 } },
    maxWorkers: "100%", // one worker per core: a test file mostly waits on its database
    environment: "node",
    globalSetup: ["../db/src/test-global-setup.ts"],
    unstubGlobals: true,
    // The server tests start a real server on a fresh database (PGlite initdb takes a few seconds).
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
