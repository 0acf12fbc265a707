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
 * hey-api (its fetch client) and orval (its fetch client). Each output type-checks under `strict`.
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
        include: ["openapi-typescript", "hey-api", "orval"],
      }),
    );
    const checked = await run(bin("tsc"), ["-p", "tsconfig.json"], { cwd: dir }).then(
      () => "",
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(checked).toBe("");
  }, 180_000);
});
