import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";

/** The CorpSite server to talk to. Its API is forwarded, so the browser sees one origin (no CORS). */
const target = process.env.CORP_SERVER ?? "http://127.0.0.1:3000";
const port = Number(process.env.EXAMPLE_PORT ?? 5180);
const proxy: Record<string, ProxyOptions> = {
  "/api": { target, changeOrigin: true },
  "/storage": { target, changeOrigin: true },
};

// The example resolves @corp/client as an app outside this repository would: its built package (dist).
export default defineConfig({
  plugins: [react()],
  server: { host: "127.0.0.1", port, strictPort: true, proxy },
  preview: { host: "127.0.0.1", port, strictPort: true, proxy },
});
