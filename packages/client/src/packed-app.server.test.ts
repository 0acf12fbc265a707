import { execFile } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { t } from "@corp/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startServer, type TestServer } from "./test-server.ts";

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const appSource = join(packageDir, "packed-app");
const versions = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
  devDependencies: Record<string, string>;
};

let server: TestServer;
let appDir: string;

beforeAll(async () => {
  server = await startServer();
  appDir = mkdtempSync(join(tmpdir(), "corp-packed-app-"));
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (appDir) rmSync(appDir, { recursive: true, force: true });
});

/**
 * An integrator's app outside the workspace: @corp/client installed from the tarball `npm pack` makes,
 * type-checked with the package's own declarations, and run against a server.
 */
describe("the packed package in an app of its own", () => {
  it("installs, type-checks, and lists with a search filter, exports and calls as a member", async () => {
    // dist/ as the source is now, as `npm publish` would pack it.
    await run("node", ["scripts/build.mjs"], { cwd: packageDir });
    await run("npm", ["pack", "--pack-destination", appDir], { cwd: packageDir });
    const tarball = readdirSync(appDir).find((f) => f.endsWith(".tgz"));
    expect(tarball).toMatch(/^corp-client-.*\.tgz$/);
    for (const file of ["app.ts", "tsconfig.json"]) copyFileSync(join(appSource, file), join(appDir, file));
    writeFileSync(
      join(appDir, "package.json"),
      JSON.stringify({
        name: "integrator-app",
        private: true,
        type: "module",
        dependencies: { "@corp/client": `file:./${tarball}` },
        devDependencies: {
          typescript: versions.devDependencies.typescript,
          "@types/node": versions.devDependencies["@types/node"],
        },
      }),
    );
    // From npm's cache when the workspace has installed the same versions; the registry otherwise.
    await run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"], {
      cwd: appDir,
      timeout: 150_000,
    });
    expect(existsSync(join(appDir, "node_modules", "@corp", "client", "src"))).toBe(false);

    const tsc = join(appDir, "node_modules", ".bin", "tsc");
    await run(tsc, ["-p", "tsconfig.json"], { cwd: appDir });
    const { stdout } = await run("node", [join(appDir, "out", "app.js"), server.baseUrl, ADMIN_PASSWORD], {
      cwd: appDir,
    });
    expect(JSON.parse(stdout)).toEqual({
      usernames: ["admin"],
      csvLines: 2,
      member: "packed01",
      refused: { status: 400, msg: t("incorrectParameter", "en") },
    });
  }, 240_000);
});
