import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { renderAnswerFormats, renderHooks } from "../scripts/generate.mjs";
import { createCorpClient } from "./client.ts";
import { createCorpHooks } from "./react.ts";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const contract = JSON.parse(readFileSync(here("../../contract/src/openapi.json"), "utf8"));
const methods = ["get", "post", "put", "patch", "delete"];

describe("generated hooks", () => {
  it.each([
    ["hooks.ts", renderHooks],
    ["answer-formats.ts", renderAnswerFormats],
  ])("%s is what the generator makes of openapi.yaml today", (file, render) => {
    const formatted = execFileSync(
      here("../../../node_modules/.bin/biome"),
      ["format", `--stdin-file-path=src/generated/${file}`],
      { cwd: here(".."), input: render(contract), encoding: "utf8" },
    );
    expect(readFileSync(here(`./generated/${file}`), "utf8")).toBe(formatted);
  });

  it("offers a hook for every operation of the contract: a query for GET, a mutation otherwise", () => {
    const hooks: Record<string, unknown> = createCorpHooks(createCorpClient({ baseUrl: "http://site.test" }));
    const expected: string[] = [];
    for (const item of Object.values<Record<string, { operationId: string }>>(contract.paths)) {
      for (const method of methods) {
        const id = item[method]?.operationId;
        if (!id) continue;
        const name = id.charAt(0).toUpperCase() + id.slice(1);
        expected.push(`use${name}`, ...(method === "get" ? [`${id}Query`] : []));
      }
    }
    expect(Object.keys(hooks).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThanOrEqual(40);
  });

  it("a query's options name the operation and its parameters", () => {
    const hooks = createCorpHooks(createCorpClient({ baseUrl: "http://site.test" }));
    const init = { params: { query: { limit: 5 } } };
    expect(hooks.portalArticlesQuery(init).queryKey).toEqual(["get", "/api/portal/articles", init]);
    expect(hooks.indexCommonQuery().queryKey).toEqual(["get", "/api/Index/common"]);
    expect(
      hooks.crudExportQuery({ params: { path: { controller: "auth.Admin" } } }).queryKey[2],
    ).toMatchObject({
      parseAs: "text",
    });
  });
});
