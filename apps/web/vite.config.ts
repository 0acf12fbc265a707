import { readFile } from "node:fs/promises";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import {
  type BuildOptions,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
  type ProxyOptions,
} from "vite";

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

const ADMIN_THEME_COPY = "?admin-theme";
const chakraThemeModule = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]/;

/**
 * The admin system (src/theme/admin-system.ts) takes every recipe of Chakra's theme. Chakra's theme
 * entry also holds the tokens the site's system uses, and it imports every recipe module itself, so
 * the bundler would put all those recipes in the chunk of the site's system, which every visitor
 * loads. The admin system therefore gets Chakra's theme modules as copies of their own, which land
 * in the admin chunks. Only the browser build needs this; the dev server serves modules one by one.
 */
function adminChakraTheme(): Plugin {
  return {
    name: "corp:admin-chakra-theme",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (options.ssr || !importer) return null;
      const inCopy = importer.endsWith(ADMIN_THEME_COPY);
      if (!inCopy && !/[\\/]src[\\/]theme[\\/]admin-system\.ts$/.test(importer)) return null;
      const from = inCopy ? importer.slice(0, -ADMIN_THEME_COPY.length) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || !chakraThemeModule.test(resolved.id)) return resolved;
      return `${resolved.id}${ADMIN_THEME_COPY}`;
    },
    load(id) {
      return id.endsWith(ADMIN_THEME_COPY) ? readFile(id.slice(0, -ADMIN_THEME_COPY.length), "utf8") : null;
    },
  };
}

// `vite build` makes the single-page app (admin, member centre); vite.islands.config.ts then adds the
// public pages' islands and stylesheet beside it, as a build of their own so that no chunk is shared
// with the app; `vite build --ssr` writes the public pages' renderer into dist/server (not served).
const browserBuild: BuildOptions = { outDir: "dist", emptyOutDir: true };
const serverBuild: BuildOptions = {
  outDir: "dist/server",
  emptyOutDir: false,
  copyPublicDir: false,
  target: "node20",
  rollupOptions: { input: { render: "src/features/public/page/render.tsx" } },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    adminChakraTheme(),
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
  // Workspace packages that are also published (@corp/client) point this condition at their source.
  resolve: { conditions: ["corp-source", ...defaultClientConditions] },
  build: isSsrBuild ? serverBuild : browserBuild,
  ssr: {
    resolve: { conditions: ["corp-source", ...defaultServerConditions] },
    // Workspace packages are TypeScript sources: bundle them; npm packages load from node_modules.
    noExternal: [/^@corp\//],
  },
}));
