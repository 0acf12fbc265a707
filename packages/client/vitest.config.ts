import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    unstubGlobals: true,
    // The server tests start a real server on a fresh database (PGlite initdb takes a few seconds).
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
