// Builds the publishable package: ESM JavaScript (esbuild) and bundled type declarations (rollup with
// rollup-plugin-dts). The workspace's own packages (@corp/contract, @corp/domain) are built in, so
// the package needs nothing from the monorepo; its npm dependencies stay imports.
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { rollup } from "rollup";
import { dts } from "rollup-plugin-dts";

const root = fileURLToPath(new URL("..", import.meta.url));
const entryPoints = { client: "src/client.ts", react: "src/react.ts" };
const npmImports = [
  "openapi-fetch",
  "openapi-react-query",
  "openapi-typescript-helpers",
  "@tanstack/react-query",
  "react",
];
const isExternal = (id) => npmImports.some((name) => id === name || id.startsWith(`${name}/`));

await rm(`${root}/dist`, { recursive: true, force: true });

// One chunk shared by both entries, so that ApiError is one class whichever entry a program imports.
await build({
  absWorkingDir: root,
  entryPoints,
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  external: npmImports,
  chunkNames: "chunks/[name]-[hash]",
  sourcemap: true,
  legalComments: "none",
  logLevel: "warning",
});

const types = await rollup({
  input: Object.fromEntries(Object.entries(entryPoints).map(([name, file]) => [name, `${root}/${file}`])),
  external: isExternal,
  plugins: [dts({ respectExternal: true, tsconfig: `${root}/tsconfig.json` })],
});
await types.write({
  dir: `${root}/dist`,
  format: "es",
  entryFileNames: "[name].d.ts",
  chunkFileNames: "chunks/[name]-[hash].d.ts",
});
await types.close();
