import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Each file in a fresh module graph (the default), unlike the other suites: the web terminal's `test`
    // command runs this suite, and its browser tests need that run to last a few seconds.
    isolate: true,
  },
});
