import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { packageManagerInUse } from "@corp/domain/terminal-commands";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { findPackageManagers, installedPackageManagers, requireInstalled } from "./package-managers.ts";

/** A PATH of two folders: an executable `npm`; a `pnpm` that is not executable; a folder named `yarn`. */
describe("the package managers on PATH", () => {
  let root: string;
  let path: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "package-managers-"));
    const [bin, other] = [join(root, "bin"), join(root, "other")];
    await mkdir(bin);
    await mkdir(other);
    await writeFile(join(bin, "npm"), "#!/bin/sh\n", { mode: 0o755 });
    await writeFile(join(other, "pnpm"), "#!/bin/sh\n", { mode: 0o644 });
    await mkdir(join(other, "yarn"));
    path = [other, join(root, "missing"), bin].join(delimiter);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("finds only the executable files, and npm becomes the default in place of the absent pnpm", async () => {
    const installed = await findPackageManagers(path, "linux");
    expect(installed).toEqual(["npm"]);
    expect(packageManagerInUse(undefined, installed)).toBe("npm");
    expect(packageManagerInUse("pnpm", installed)).toBe("npm");
    expect(packageManagerInUse("npm", ["pnpm", "npm"])).toBe("npm");
    expect(packageManagerInUse(undefined, ["pnpm", "npm"])).toBe("pnpm");
  });

  it("refuses a manager that is not installed with its catalogue message", async () => {
    const installed = await installedPackageManagers(path);
    expect(() => requireInstalled("npm", installed)).not.toThrow();
    const refusal = (() => {
      try {
        requireInstalled("pnpm", installed);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ key: "terminalManagerNotInstalled", params: { manager: "pnpm" } });
  });

  it("looks PATH up once per process", async () => {
    expect(installedPackageManagers(path)).toBe(installedPackageManagers(path));
    expect(await installedPackageManagers(join(root, "missing"))).toEqual([]);
  });
});
