// `npm run new:table <area>/<name> [field:kind(args)...] [--cache=<scope>] [--no-migration]`: a new admin
// table in three files (packages/db/src/new-table.ts; docs/architecture.md, "Adding an admin table").
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArguments, servedAreas, writeNewTable } from "../packages/db/src/new-table.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const spec = parseArguments(args);
const areas = servedAreas(root);
if (!areas.includes(spec.area)) {
  console.error(`no module serves the collections of "${spec.area}"; the areas served: ${areas.join(", ")}`);
  process.exit(1);
}
const written = await writeNewTable(root, spec, { migration: !args.includes("--no-migration") });
if (written.length > 0)
  spawnSync("npx", ["biome", "check", "--write", ...written], { cwd: root, stdio: "inherit" });
for (const path of written) console.log(`wrote ${path}`);
if (written.length === 0)
  console.log("nothing to write: the declaration, its registry line and its migration are there");
