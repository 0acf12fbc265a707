import { defineConfig } from "vitest/config";

/** Unit tests only: the browser tests under e2e/ run in Playwright (`npm run test:browser`). */
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    isolate: false, // a worker's files share one module graph (docs/testing.md)
    environment: "node",
  },
});
