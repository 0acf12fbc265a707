// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const biome = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
const work = mkdtempSync(join(tmpdir(), "feature-boundaries-"));

/** Lints one file placed at `path` under the repository's Biome settings; answers the rules it broke. */
function brokenRules(path: string, code: string): string[] {
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")) as Record<string, unknown>;
  config.vcs = { enabled: false };
  config.files = { includes: ["**"] };
  config.$schema = undefined;
  writeFileSync(join(work, "biome.json"), JSON.stringify(config));
  mkdirSync(dirname(join(work, path)), { recursive: true });
  writeFileSync(join(work, path), code);
  try {
    execFileSync(process.execPath, [biome, "lint", "--reporter=json", path], { cwd: work, stdio: "pipe" });
    return [];
  } catch (error) {
    const output = String((error as { stdout?: Buffer }).stdout ?? "");
    const report = JSON.parse(output) as { diagnostics: { category: string }[] };
    return report.diagnostics.map((d) => d.category);
  }
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("feature boundaries (npm run lint)", () => {
  const probe = "apps/web/src/features/admin-members/probe.ts";

  it("refuses an import from one web feature into another", () => {
    const rules = brokenRules(
      probe,
      'import { x } from "../admin-auth/group-page.tsx";\nexport const y = x;\n',
    );
    expect(rules).toContain("lint/style/noRestrictedImports");
  });

  it("lets a feature import a kit and the shell compose features", () => {
    expect(brokenRules(probe, 'import { x } from "../admin-crud/cells.tsx";\nexport const y = x;\n')).toEqual(
      [],
    );
    const shell = "apps/web/src/features/admin-shell/probe.ts";
    expect(
      brokenRules(shell, 'import { x } from "../terminal/terminal-button.tsx";\nexport const y = x;\n'),
    ).toEqual([]);
  });
});
