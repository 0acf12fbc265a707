// `npm run new:table <area>/<name> [field:kind(args)...] [--cache=<scope>]`: a new admin table in three files
// (packages/db/src/new-table.ts; docs/architecture.md, "Adding an admin table: a worked example").
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArguments, writeNewTable } from "../packages/db/src/new-table.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const written = await writeNewTable(root, parseArguments(args), {
  migration: !args.includes("--no-migration"),
});
if (written.length > 0)
  spawnSync("npx", ["biome", "check", "--write", ...written], { cwd: root, stdio: "inherit" });
for (const path of written) console.log(`wrote ${path}`);
if (written.length === 0)
  console.log("nothing to write: the declaration, its registry line and its migration are there");
