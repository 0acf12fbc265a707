import { execFileSync, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Podman with this repository's settings: runc, and no rlimits set (neither is allowed otherwise here). */
export const PODMAN_ENV = {
  ...process.env,
  CONTAINERS_CONF: fileURLToPath(new URL("../../deploy/stand-ins/containers.conf", import.meta.url)),
};

/** Runs podman, printing what it prints; throws when it fails. */
export function podman(args, options = {}) {
  execFileSync("podman", args, { stdio: "inherit", env: PODMAN_ENV, ...options });
}

/** Runs podman and answers its output, or null when it fails. */
export function podmanOutput(args) {
  const run = spawnSync("podman", args, { env: PODMAN_ENV, encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : null;
}

/** What a container printed (its standard output and error), or "" when there is no such container. */
export function podmanLogs(container) {
  const run = spawnSync("podman", ["logs", container], { env: PODMAN_ENV, encoding: "utf8" });
  return run.status === 0 ? `${run.stdout}${run.stderr}` : "";
}
