// Runs a compose file of this repository with docker-compose against podman's Docker-compatible API
// (docker-compose 1.29 is what Debian packages; podman-compose 1.0.3 does not wait for health checks).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PODMAN_ENV, podmanOutput } from "./podman.mjs";

export const REPO = fileURLToPath(new URL("../../", import.meta.url));
const RUN_DIR = "/tmp/corpsite-compose";

/** podman's API service on a socket of its own, for as long as the test runs. */
export async function startPodmanService() {
  mkdirSync(RUN_DIR, { recursive: true });
  const socket = join(RUN_DIR, "podman.sock");
  rmSync(socket, { force: true });
  const service = spawn("podman", ["system", "service", "--time=0", `unix://${socket}`], {
    env: PODMAN_ENV,
    stdio: "ignore",
  });
  for (let i = 0; i < 100 && !existsSync(socket); i++) await sleep(100);
  if (!existsSync(socket)) throw new Error("podman system service did not open its socket");
  return { socket, stop: () => service.kill("SIGTERM") };
}

/**
 * Runs the health checks the compose files declare. Podman schedules them with systemd timers, and a
 * machine without systemd (a container, CI) has none: this runs each running container's own check, as
 * its timer would, so the states compose waits for are the checks' real results.
 */
export function driveHealthChecks(everyMs = 2000) {
  let running = true;
  const loop = async () => {
    while (running) {
      const listed = podmanOutput(["ps", "--format", "{{.ID}} {{.Status}}"]) ?? "";
      for (const line of listed.split("\n")) {
        const [id, ...status] = line.split(" ");
        if (!id || !/\((?:starting|healthy|unhealthy)\)/.test(status.join(" "))) continue;
        await new Promise((done) =>
          spawn("podman", ["healthcheck", "run", id], { env: PODMAN_ENV, stdio: "ignore" }).on("close", done),
        );
      }
      await sleep(everyMs);
    }
  };
  const done = loop();
  return async () => {
    running = false;
    await done;
  };
}

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * A compose project: `file` run as `project`. docker-compose 1.29 does not read the top-level `name`
 * (Compose v2 does): that one line is left out of the copy it runs and given as `-p` instead.
 */
export function composeProject(file, project, socket, environment = {}) {
  const source = readFileSync(join(REPO, file), "utf8");
  const named = /^name: (.+)$/m.exec(source);
  if (named && named[1] !== project) throw new Error(`${file} names its project ${named[1]}, not ${project}`);
  const runFile = join(REPO, `.compose-run.${project}.yml`);
  writeFileSync(runFile, source.replace(/^name: .+\n/m, ""));
  const env = { ...PODMAN_ENV, DOCKER_HOST: `unix://${socket}`, COMPOSE_HTTP_TIMEOUT: "600", ...environment };
  /** Runs docker-compose without blocking (the health checks above run meanwhile); answers its output. */
  const run = (args, options = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn("docker-compose", ["-p", project, "-f", runFile, ...args], {
        cwd: REPO,
        env,
        stdio: options.quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
      });
      let output = "";
      child.stdout?.on("data", (chunk) => {
        output += chunk;
      });
      child.stderr?.on("data", (chunk) => {
        output += chunk;
      });
      child.on("error", reject);
      child.on("close", (code) =>
        code === 0
          ? resolve(output)
          : reject(new Error(`docker-compose ${args.join(" ")} exited with ${code}\n${output}`)),
      );
    });
  return {
    run,
    /** The container of a service (its first replica). */
    container: (service) => `${project}_${service}_1`,
    health: (service) =>
      podmanOutput(["inspect", "--format", "{{.State.Health.Status}}", `${project}_${service}_1`]),
    remove: () => rmSync(runFile, { force: true }),
  };
}

/** Waits until every service named is healthy; throws with their states after `timeoutMs`. */
export async function waitHealthy(project, services, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = Object.fromEntries(services.map((service) => [service, project.health(service)]));
    if (Object.values(states).every((state) => state === "healthy")) return states;
    if (Date.now() > deadline)
      throw new Error(`not healthy within ${timeoutMs / 1000} s: ${JSON.stringify(states)}`);
    await sleep(1000);
  }
}

/** The product's image, built from the Dockerfile with podman (layers cached between runs). */
export function buildProductImage(tag) {
  execFileSync("podman", ["build", "--pull=never", "-t", tag, "."], {
    cwd: REPO,
    env: PODMAN_ENV,
    stdio: "inherit",
  });
}
