import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    isolate: false, // a worker's files share one module graph (docs/testing.md)
  },
});
