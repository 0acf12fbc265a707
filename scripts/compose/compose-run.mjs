// Runs a compose file of this repository with docker-compose against podman's Docker-compatible API
// (docker-compose 1.29 is what Debian packages; podman-compose 1.0.3 does not wait for health checks).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PODMAN_ENV, podmanLogs, podmanOutput } from "./podman.mjs";

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
 * (Compose v2 does): that one line is left out of the copy it runs and given as `-p` instead. The copy
 * also publishes its ports on 127.0.0.1 alone (`"80:80"` becomes `"127.0.0.1:80:80"`): a test's site is
 * not for the machine's network.
 */
export function composeProject(file, project, socket, environment = {}) {
  const source = readFileSync(join(REPO, file), "utf8");
  const named = /^name: (.+)$/m.exec(source);
  if (named && named[1] !== project) throw new Error(`${file} names its project ${named[1]}, not ${project}`);
  const runFile = join(REPO, `.compose-run.${project}.yml`);
  const local = source
    .replace(/^name: .+\n/m, "")
    .replace(/^(\s+- )"(\d+:\d+(?:\/udp)?)"$/gm, '$1"127.0.0.1:$2"');
  writeFileSync(runFile, local);
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
          : reject(
              Object.assign(new Error(`docker-compose ${args.join(" ")} exited with ${code}\n${output}`), {
                code,
                output,
              }),
            ),
      );
    });
  return {
    run,
    /** The container of a service (its first replica). */
    container: (service) => `${project}_${service}_1`,
    health: (service) =>
      podmanOutput(["inspect", "--format", "{{.State.Health.Status}}", `${project}_${service}_1`]),
    /** A container's address on the project's network, to ask one service directly. */
    address: (service) =>
      podmanOutput([
        "inspect",
        "--format",
        "{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}",
        `${project}_${service}_1`,
      ]),
    /** What a service's container printed since it was created. */
    logs: (service) => podmanLogs(`${project}_${service}_1`),
    remove: () => rmSync(runFile, { force: true }),
  };
}

/**
 * Waits until every service named is healthy; throws with their states after `timeoutMs`, or as soon as
 * one is unhealthy (containers just created: failures count only after a check's start period, so that
 * is a verdict, not a stage of starting).
 */
export async function waitHealthy(project, services, timeoutMs, { created = true } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = Object.fromEntries(services.map((service) => [service, project.health(service)]));
    if (Object.values(states).every((state) => state === "healthy")) return states;
    if (created && Object.values(states).includes("unhealthy"))
      throw new Error(`unhealthy: ${JSON.stringify(states)}`);
    if (Date.now() > deadline)
      throw new Error(`not healthy within ${timeoutMs / 1000} s: ${JSON.stringify(states)}`);
    await sleep(1000);
  }
}
