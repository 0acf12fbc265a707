// Regenerates the typed contract: openapi/collections.yaml from the collection declarations, then the
// served contract (openapi.yaml with it, src/openapi.json) and its TypeScript types (src/schema.d.ts).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { mergeContract } from "./merge.mjs";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const yamlPath = here("../../../openapi/openapi.yaml");
const bin = here("../node_modules/.bin/openapi-typescript");
const rootBin = here("../../../node_modules/.bin/openapi-typescript");
let cli = rootBin;
try {
  readFileSync(bin);
  cli = bin;
} catch {}
// The collections' operations first, from their declarations; then the served contract with them.
execFileSync(here("../../../node_modules/.bin/tsx"), [here("./collections.ts")], { stdio: "inherit" });
const doc = mergeContract(
  parse(readFileSync(yamlPath, "utf8")),
  parse(readFileSync(here("../../../openapi/collections.yaml"), "utf8")),
);
const jsonPath = here("../src/openapi.json");
writeFileSync(jsonPath, `${JSON.stringify(doc, null, 2)}\n`);
// A property with a default may be left out of a request: it stays optional in the types.
execFileSync(cli, [jsonPath, "-o", here("../src/schema.d.ts"), "--default-non-nullable=false"], {
  stdio: "inherit",
});
