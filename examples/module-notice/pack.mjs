import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import yazl from "yazl";

const here = fileURLToPath(new URL(".", import.meta.url));

async function filesUnder(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else if (entry.name !== "pack.mjs") found.push(relative(here, path).split(sep).join("/"));
  }
  return found;
}

/**
 * The notice board module as a zip (a Buffer). `change` may rewrite the manifest and the file list,
 * so tests can make a second module that claims the same route, or a broken one.
 */
export async function packNoticeModule(change = (manifest, files) => ({ manifest, files })) {
  const manifest = JSON.parse(await readFile(join(here, "module.json"), "utf8"));
  const files = new Map();
  for (const name of await filesUnder(here)) {
    if (name !== "module.json") files.set(name, await readFile(join(here, name)));
  }
  const changed = change(manifest, files);
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(changed.manifest, null, 2)), "module.json");
  for (const [name, bytes] of changed.files) zip.addBuffer(bytes, name);
  zip.end();
  const chunks = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * A second module, "bulletin", that claims what the notice board claims (the route `/notice` and the
 * public files under `notice/`): what the module market must ask about before installing it.
 */
export function packRivalModule() {
  const server =
    'export function register(api) { api.get("/notice", "list", () => ({ from: "bulletin" })); }';
  return packNoticeModule((manifest, files) => ({
    manifest: {
      ...manifest,
      uid: "bulletin",
      title: { "zh-cn": "公告板", en: "Bulletin" },
      migrations: [],
      menu: [],
    },
    files: new Map([...files, ["server/index.mjs", Buffer.from(server)]]),
  }));
}

// `node examples/module-notice/pack.mjs out.zip` writes the zip.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { writeFile } = await import("node:fs/promises");
  await writeFile(process.argv[2] ?? "notice.zip", await packNoticeModule());
}
