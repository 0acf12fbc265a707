// The product's images the compose tests run: this working tree's, and an earlier commit's for the upgrade.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "./compose-run.mjs";
import { podman, podmanOutput } from "./podman.mjs";

const CACHE = process.env.COMPOSE_CACHE ?? "/var/tmp/corpsite-compose";

/** Builds this working tree's image from its Dockerfile (layers cached between runs); answers the seconds. */
export function buildProductImage(tag) {
  const started = Date.now();
  podman(["build", "--pull=never", "-t", tag, "."], { cwd: REPO });
  return Math.round((Date.now() - started) / 1000);
}

/**
 * The image of `commit`'s source, built once and kept as `tag` (its label names the commit). It is built
 * with this tree's Dockerfile and .dockerignore, so that it differs from the new image by the product
 * alone: the earlier commit's own Dockerfile may lack what the test needs (the captcha's fonts).
 */
export function buildEarlierImage(commit, tag) {
  const full = execFileSync("git", ["rev-parse", `${commit}^{commit}`], {
    cwd: REPO,
    encoding: "utf8",
  }).trim();
  const built = podmanOutput(["image", "inspect", "--format", '{{ index .Labels "corpsite.commit" }}', tag]);
  if (built === full) return { commit: full, seconds: 0 };
  const started = Date.now();
  const source = join(CACHE, "earlier-source");
  rmSync(source, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  execFileSync("sh", ["-c", `git archive ${full} | tar -x -C '${source}'`], { cwd: REPO, stdio: "inherit" });
  for (const file of ["Dockerfile", ".dockerignore"]) copyFileSync(join(REPO, file), join(source, file));
  podman(["build", "--pull=never", "--label", `corpsite.commit=${full}`, "-t", tag, "."], { cwd: source });
  rmSync(source, { recursive: true, force: true });
  return { commit: full, seconds: Math.round((Date.now() - started) / 1000) };
}
