import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["../../packages/db/src/test-global-setup.ts"],
    // Each test file starts its own database (PGlite initdb, or a fresh database on DATABASE_URL's server).
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
