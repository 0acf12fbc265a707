import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test-global-setup.ts"],
    // A test file may start a database (PGlite initdb, or a fresh database on DATABASE_URL's server).
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
