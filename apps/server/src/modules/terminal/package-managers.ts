import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import { delimiter, join } from "node:path";
import { PACKAGE_MANAGERS, type PackageManager } from "@corp/domain/terminal-commands";
import { AppError } from "../../errors.ts";

/** On Windows a program on PATH is found by the extensions of PATHEXT; elsewhere by its bare name. */
const fileNamesOf = (program: string, platform: NodeJS.Platform): string[] =>
  platform === "win32"
    ? [program, ...(process.env.PATHEXT ?? ".COM;.EXE;.BAT;.CMD").split(";").map((ext) => program + ext)]
    : [program];

async function isExecutableFile(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The package managers found as executable files in the folders of `path` (a PATH value), in the order of
 * preference. It looks at the files, as `which` does, rather than spawning each program: a missing one
 * would only answer ENOENT, and a present one would run for nothing.
 */
export async function findPackageManagers(
  path: string,
  platform: NodeJS.Platform = process.platform,
): Promise<PackageManager[]> {
  const folders = path.split(delimiter).filter((folder) => folder !== "");
  const found = await Promise.all(
    PACKAGE_MANAGERS.map(async (manager) => {
      for (const folder of folders) {
        for (const name of fileNamesOf(manager, platform))
          if (await isExecutableFile(join(folder, name))) return true;
      }
      return false;
    }),
  );
  return PACKAGE_MANAGERS.filter((_, i) => found[i]);
}

/** Lookups by PATH value: one per process, and another only if PATH changes (a test may stub it). */
const lookups = new Map<string, Promise<PackageManager[]>>();

/** The package managers installed for the server's own PATH, which its commands are spawned with. */
export function installedPackageManagers(path = process.env.PATH ?? ""): Promise<PackageManager[]> {
  let lookup = lookups.get(path);
  if (!lookup) {
    lookup = findPackageManagers(path);
    lookups.set(path, lookup);
  }
  return lookup;
}

/** Refuses a package manager the server does not have: its commands would only fail with ENOENT. */
export function requireInstalled(manager: PackageManager, installed: readonly PackageManager[]): void {
  if (!installed.includes(manager))
    throw new AppError({ key: "terminalManagerNotInstalled", params: { manager } });
}
