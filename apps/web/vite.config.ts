import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";

/** The API server the dev server forwards to; API_PROXY_TARGET points it at another instance. */
const backend = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3000";

/** Everything the server answers itself; the rest of the URL space belongs to the client router. */
const serverPrefixes = [
  "/api",
  "/admin/index",
  "/admin/trpc",
  "/admin/ajax",
  "/openapi.json",
  "/docs",
  "/static/uploads",
];

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin so that it can split route components.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
      quoteStyle: "double",
    }),
    react(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      serverPrefixes.map((prefix): [string, ProxyOptions] => [prefix, { target: backend }]),
    ),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
});
