import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../..");
// A devDependency of the repository root, where `npm run lint` runs it.
const depcruise = join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const work = mkdtempSync(join(tmpdir(), "module-boundaries-"));
copyFileSync(join(root, ".dependency-cruiser.cjs"), join(work, ".dependency-cruiser.cjs"));

/** Writes the files (path -> code) under a scratch tree and answers the rules `npm run lint`'s check breaks. */
function brokenRules(files: Record<string, string>): string[] {
  rmSync(join(work, "apps"), { recursive: true, force: true });
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), code);
  }
  const args = [depcruise, "apps/server/src", "--config", ".dependency-cruiser.cjs", "--output-type", "json"];
  let output: string;
  try {
    output = execFileSync(process.execPath, args, { cwd: work, stdio: "pipe" }).toString();
  } catch (error) {
    output = String((error as { stdout?: Buffer }).stdout ?? "");
  }
  const report = JSON.parse(output) as { summary: { violations: { rule: { name: string } }[] } };
  return report.summary.violations.map((v) => v.rule.name);
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

const members = {
  "apps/server/src/modules/members/ledger.ts": "export const ledger = 1;\n",
  "apps/server/src/modules/members/index.ts": 'export * from "./ledger.ts";\n',
};

// Reads the source only: run once, not again on CI's PostgreSQL server (DATABASE_URL).
describe.skipIf(process.env.DATABASE_URL)("server module boundaries (npm run lint)", () => {
  it("refuses a module importing another module's internals", () => {
    expect(
      brokenRules({
        ...members,
        "apps/server/src/modules/site/home.ts":
          'import { ledger } from "../members/ledger.ts";\nexport const x = ledger;\n',
      }),
    ).toEqual(["module-internals-from-another-module"]);
  });

  it("refuses the rest of the server reaching inside a module", () => {
    expect(
      brokenRules({
        ...members,
        "apps/server/src/plugins/probe.ts":
          'import { ledger } from "../modules/members/ledger.ts";\nexport const x = ledger;\n',
      }),
    ).toEqual(["module-internals-from-the-server"]);
  });

  it("refuses code below the composition root importing a module, even its surface", () => {
    expect(
      brokenRules({
        ...members,
        "apps/server/src/routes/probe.ts":
          'import { ledger } from "../modules/members/index.ts";\nexport const x = ledger;\n',
      }),
    ).toEqual(["module-from-below-the-root"]);
  });

  it("lets the composition root use a module's surface, and services build a module's state", () => {
    expect(
      brokenRules({
        ...members,
        "apps/server/src/modules/members/module.ts": 'export const membersModule = { name: "members" };\n',
        "apps/server/src/modules/members/state.ts": "export const kept = 1;\n",
        "apps/server/src/server-modules.ts":
          'import { membersModule } from "./modules/members/module.ts";\nexport const all = [membersModule];\n',
        "apps/server/src/admin/router.ts":
          'import { all } from "../server-modules.ts";\nexport const appRouter = all;\n',
        "apps/server/src/services/app-services.ts":
          'import { kept } from "../modules/members/state.ts";\nexport const services = { kept };\n',
      }),
    ).toEqual([]);
  });

  it("refuses services reaching a module for more than its state", () => {
    expect(
      brokenRules({
        ...members,
        "apps/server/src/services/app-services.ts":
          'import { ledger } from "../modules/members/index.ts";\nexport const x = ledger;\n',
      }),
    ).toEqual(["services-import-only-module-state"]);
  });

  it("refuses a module importing routes/", () => {
    expect(
      brokenRules({
        "apps/server/src/routes/health.ts": "export const health = 1;\n",
        "apps/server/src/modules/site/home.ts":
          'import { health } from "../../routes/health.ts";\nexport const x = health;\n',
      }),
    ).toEqual(["routes-from-a-module"]);
  });

  it("refuses imports up a floor: a kit of routes/, services of a kit, a helper of services", () => {
    expect(
      brokenRules({
        "apps/server/src/routes/health.ts": "export const health = 1;\n",
        "apps/server/src/http/kit.ts":
          'import { health } from "../routes/health.ts";\nexport const kit = health;\n',
        "apps/server/src/services/mail.ts":
          'import { kit } from "../http/kit.ts";\nexport const mail = kit;\n',
        "apps/server/src/errors.ts": 'import { mail } from "./services/mail.ts";\nexport const e = mail;\n',
      }).sort(),
    ).toEqual(["base-up-a-floor", "kit-up-a-floor", "shared-up-a-floor"]);
  });

  it("refuses code below the composition root importing it", () => {
    expect(
      brokenRules({
        "apps/server/src/server-modules.ts": "export const all = [];\n",
        "apps/server/src/plugins/probe.ts":
          'import { all } from "../server-modules.ts";\nexport const x = all;\n',
      }),
    ).toEqual(["root-from-below"]);
  });

  it("lets modules use each other's index, their own files, and tests reach inside", () => {
    expect(
      brokenRules({
        ...members,
        "apps/server/src/modules/site/home.ts":
          'import { ledger } from "../members/index.ts";\nexport const x = ledger;\n',
        "apps/server/src/modules/members/view.ts":
          'import { ledger } from "./ledger.ts";\nexport const y = ledger;\n',
        "apps/server/src/modules/site/home.test.ts":
          'import { ledger } from "../members/ledger.ts";\nexport const z = ledger;\n',
      }),
    ).toEqual([]);
  });
});
