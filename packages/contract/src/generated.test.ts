import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { renderCollections } from "../scripts/collections.ts";
import { mergeContract } from "../scripts/merge.mjs";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const yamlPath = here("../../../openapi/openapi.yaml");

describe("generated contract", () => {
  const collectionsPath = here("../../../openapi/collections.yaml");

  it("collections.yaml is what the collection declarations give today", () => {
    expect(readFileSync(collectionsPath, "utf8")).toBe(renderCollections().text);
  });

  it("openapi.json is openapi.yaml with collections.yaml merged in", () => {
    const merged = mergeContract(
      parse(readFileSync(yamlPath, "utf8")),
      parse(readFileSync(collectionsPath, "utf8")),
    );
    expect(JSON.parse(readFileSync(here("./openapi.json"), "utf8"))).toEqual(merged);
  });

  it("refuses to merge a path, parameter or schema both files define", () => {
    const base = parse(readFileSync(yamlPath, "utf8"));
    const twice = {
      tags: [],
      paths: { "/api/Index/common": {} },
      components: { parameters: {}, schemas: {} },
    };
    expect(() => mergeContract(base, twice)).toThrow(/both define paths: \/api\/Index\/common/);
  });

  it("schema.d.ts is what openapi-typescript makes of openapi.json today", () => {
    const out = join(mkdtempSync(join(tmpdir(), "contract-")), "schema.d.ts");
    const cli = here("../../../node_modules/.bin/openapi-typescript");
    execFileSync(cli, [here("./openapi.json"), "-o", out, "--default-non-nullable=false"], {
      stdio: "ignore",
    });
    expect(readFileSync(here("./schema.d.ts"), "utf8")).toBe(readFileSync(out, "utf8"));
  }, 30_000);

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
