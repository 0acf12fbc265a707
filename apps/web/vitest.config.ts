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
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
  },
});
