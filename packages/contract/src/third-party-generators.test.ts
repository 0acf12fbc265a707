import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const bin = (name: string) => fileURLToPath(new URL(`../../../node_modules/.bin/${name}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "contract-generators-"));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * An integrator generates a client from `/openapi.json` with the usual tools: openapi-typescript,
 * hey-api (its fetch client) and orval (its fetch client). Each output type-checks under `strict`, and so
 * does a call of an admin list with its filters (apps/server's third-party-clients test runs such calls).
 */
describe("third-party generators", () => {
  it("openapi-typescript, hey-api and orval make code that type-checks", async () => {
    copyFileSync(fileURLToPath(new URL("./openapi.json", import.meta.url)), join(dir, "openapi.json"));
    await run(bin("openapi-typescript"), ["openapi.json", "-o", "openapi-typescript/schema.ts"], {
      cwd: dir,
    });
    await run(bin("openapi-ts"), ["-i", "openapi.json", "-o", "hey-api", "-c", "@hey-api/client-fetch"], {
      cwd: dir,
    });
    writeFileSync(
      join(dir, "orval.config.cjs"),
      'module.exports = { corp: { input: "./openapi.json", output: { target: "./orval/api.ts", client: "fetch", mode: "single" } } };\n',
    );
    await run(bin("orval"), ["--config", "orval.config.cjs"], { cwd: dir });
    // A list's filters as each generated client takes them: the JSON text the contract describes (a
    // deepObject of objects was typed as an object both clients' serialisers then refused at run time).
    writeFileSync(
      join(dir, "usage.ts"),
      [
        'import type { paths } from "./openapi-typescript/schema";',
        // The generic list's request is CrudIndexData2 there: the contract has a schema CrudIndexData.
        'import type { ContentArticleIndexData, CrudIndexData2 } from "./hey-api/types.gen";',
        'const search = JSON.stringify([{ field: "title", operator: "LIKE", val: "新闻" }]);',
        'type Table = NonNullable<paths["/admin/content.Article/index"]["get"]["parameters"]["query"]>;',
        'type Generic = NonNullable<paths["/admin/{controller}/index"]["get"]["parameters"]["query"]>;',
        "export const typed: Table = { search };",
        "export const generic: Generic = { search, limit: 5 };",
        'export const hey: NonNullable<ContentArticleIndexData["query"]> = { search };',
        'export const heyGeneric: NonNullable<CrudIndexData2["query"]> = { search };',
        "",
      ].join("\n"),
    );
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "ESNext",
          moduleResolution: "Bundler",
          lib: ["ES2023", "DOM", "DOM.Iterable"],
          types: [],
          strict: true,
          noEmit: true,
        },
        include: ["openapi-typescript", "hey-api", "orval", "usage.ts"],
      }),
    );
    const checked = await run(bin("tsc"), ["-p", "tsconfig.json"], { cwd: dir }).then(
      () => "",
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(checked).toBe("");
  }, 180_000);
});
