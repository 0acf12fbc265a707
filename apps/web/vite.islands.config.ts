import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

/**
 * The browser side of the public pages: the islands' entry with the stylesheet, built on its own
 * (after the app's build, into the same dist/assets) so that a visitor of a public page downloads
 * nothing of the admin's code graph. Its manifest tells the server the hashed file names.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["corp-source", ...defaultClientConditions] },
  build: {
    outDir: "dist",
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: ".vite/islands-manifest.json",
    rollupOptions: { input: { islands: "src/features/public/islands/entry.ts" } },
  },
});
