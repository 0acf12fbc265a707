import { type ModuleManifest, moduleManifestSchema } from "@corp/domain/module-manifest";
import { AppError } from "../../errors.ts";
import { readModuleZip, zipRefused } from "./read-module-zip.ts";

/** A module as read from its zip and checked: its manifest, its files, and its public files. */
export type ModulePackage = {
  manifest: ModuleManifest;
  files: Map<string, Buffer>;
  /** Public files as served: `<dir>/<file>` for the zip's `public/<dir>/<file>`. */
  publicFiles: string[];
};

const PUBLIC_FILE = /^public\/([A-Za-z0-9_-][A-Za-z0-9._-]{0,63}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,63})$/;

function manifestRefused(detail: string): AppError {
  return new AppError({
    key: "moduleManifestInvalid",
    params: { detail },
    data: { type: "module-manifest" },
  });
}

/** Reads and checks a module zip. Bad input gets a catalogue error naming what is wrong. */
export async function readModulePackage(bytes: Buffer): Promise<ModulePackage> {
  const files = await readModuleZip(bytes);
  const text = files.get("module.json");
  if (!text) throw zipRefused("module.json missing");
  let json: unknown;
  try {
    json = JSON.parse(text.toString("utf8"));
  } catch {
    throw manifestRefused("JSON");
  }
  const parsed = moduleManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw manifestRefused(issue ? issue.path.join(".") || issue.message : "");
  }
  const manifest = parsed.data;
  const publicFiles: string[] = [];
  for (const [name] of files) {
    const match = PUBLIC_FILE.exec(name);
    if (match?.[1]) publicFiles.push(match[1]);
    else if (name.startsWith("public/"))
      throw manifestRefused(`public file ${name} must be public/<folder>/<file>`);
  }
  if (manifest.server && !files.has(manifest.server)) throw manifestRefused(`server ${manifest.server}`);
  if (manifest.server && !/\.mjs$/.test(manifest.server))
    throw manifestRefused("server must be an .mjs file");
  for (const rule of manifest.menu) {
    if (!publicFiles.includes(rule.page)) throw manifestRefused(`menu page ${rule.page}`);
  }
  return { manifest, files, publicFiles: publicFiles.sort() };
}
