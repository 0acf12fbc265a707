// Regenerates the typed contract from openapi/openapi.yaml: TypeScript types and a JSON copy for the server.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const yamlPath = here("../../../openapi/openapi.yaml");
const bin = here("../node_modules/.bin/openapi-typescript");
const rootBin = here("../../../node_modules/.bin/openapi-typescript");
let cli = rootBin;
try {
  readFileSync(bin);
  cli = bin;
} catch {}
execFileSync(cli, [yamlPath, "-o", here("../src/schema.d.ts")], { stdio: "inherit" });
const doc = parse(readFileSync(yamlPath, "utf8"));
writeFileSync(here("../src/openapi.json"), `${JSON.stringify(doc, null, 2)}\n`);
