import react from "@vitejs/plugin-react";
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["corp-source", ...defaultClientConditions] },
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    isolate: false, // a worker's files share one module graph (docs/testing.md)
    // A polled expectation waits for its state as long as a busy machine may take (the default is 1 s).
    expect: { poll: { timeout: 15_000 } },
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
  },
});
