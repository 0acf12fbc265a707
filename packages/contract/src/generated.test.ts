import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const yamlPath = here("../../../openapi/openapi.yaml");

describe("generated contract", () => {
  it("schema.d.ts is what openapi-typescript makes of openapi.yaml today", () => {
    const out = join(mkdtempSync(join(tmpdir(), "contract-")), "schema.d.ts");
    const cli = here("../../../node_modules/.bin/openapi-typescript");
    execFileSync(cli, [yamlPath, "-o", out], { stdio: "ignore" });
    expect(readFileSync(here("./schema.d.ts"), "utf8")).toBe(readFileSync(out, "utf8"));
  }, 30_000);

  it("openapi.json is the YAML as JSON", () => {
    const fromYaml = parse(readFileSync(yamlPath, "utf8"));
    expect(JSON.parse(readFileSync(here("./openapi.json"), "utf8"))).toEqual(fromYaml);
  });

  it("every operation has an id and answers the envelope", () => {
    const doc = parse(readFileSync(yamlPath, "utf8"));
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, { operationId?: string; responses?: object }>>(
      doc.paths,
    )) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.operationId, `${method} ${path}`).toBeTruthy();
        expect(ids.has(op.operationId ?? "")).toBe(false);
        ids.add(op.operationId ?? "");
        expect(Object.keys(op.responses ?? {})).toEqual(expect.arrayContaining(["200", "default"]));
      }
    }
    expect(ids.size).toBeGreaterThanOrEqual(10);
  });
});
