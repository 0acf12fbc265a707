// docker-compose.cluster.yml run as an operator runs it: PostgreSQL, the S3 store and its bucket, two servers
// and Caddy in front. A picture uploaded to one server is served by the other; one server is stopped and
// started again under a bounded load through the proxy (no answer >= 500, no acknowledged write lost); a
// server given a wrong setting refuses to start and names it.
import { randomBytes } from "node:crypto";
import { boundedLoad, lostWrites } from "./bounded-load.mjs";
import { composeProject, sleep, waitHealthy } from "./compose-run.mjs";
import { podman, podmanLogs, podmanOutput } from "./podman.mjs";
import { check, log, PICTURE, site } from "./site.mjs";

const PROJECT = "corpsite-cluster";
const SERVICES = ["db", "minio", "server-a", "server-b", "proxy"];
/** The file's `image:` for both servers. */
const SERVER_IMAGE = "docker.io/library/corpsite-server";

/** Settings a server must refuse, each with the variable its refusal has to name. */
const WRONG_SETTINGS = [
  ["DATABASE_URL", "mysql://corpsite:corpsite@db:3306/corpsite"],
  ["TRUST_PROXY", "everyone"],
];

/**
 * What the proxy and the servers logged about the restart since `from` (clock ms): the proxy's health
 * checks' failures and recoveries (logged as info) and its errors (the requests it could not place), and
 * the servers' warnings, errors and stop and start lines, each with its time, to set beside the load's failures.
 */
function restartEvents(project, from) {
  const events = [];
  for (const service of ["proxy", "server-a", "server-b"]) {
    for (const line of project.logs(service).split("\n")) {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      // Caddy logs `ts` in seconds and `level` by name; pino `time` in ms and `level` by number.
      const time = typeof entry.ts === "number" ? entry.ts * 1000 : entry.time;
      const notable =
        ["warn", "error"].includes(entry.level) ||
        /health_checker/.test(entry.logger ?? "") ||
        entry.level >= 40 ||
        /stopping|listening/.test(entry.msg ?? "");
      if (time >= from && notable)
        events.push([time, `${new Date(time).toISOString()} ${service}: ${line.slice(0, 300)}`]);
    }
  }
  return events
    .sort((x, y) => x[0] - y[0])
    .slice(0, 60)
    .map(([, text]) => text);
}

/** Runs `file` (docker-compose.cluster.yml or a copy) with `image` as the servers' image. */
export async function runCluster({ file, socket, image }) {
  const adminPassword = `Compose-${randomBytes(6).toString("hex")}`;
  const project = composeProject(file, PROJECT, socket, {
    ADMIN_PASSWORD: adminPassword,
    SITE_KEY: randomBytes(32).toString("hex"),
  });
  const proxy = site("http://127.0.0.1:80", adminPassword);
  try {
    await project.run(["down", "--volumes", "--remove-orphans"], { quiet: true });
    podman(["tag", image, SERVER_IMAGE]);
    log(`${file}: up -d`);
    await project.run(["up", "-d"]);
    log(`healthy: ${JSON.stringify(await waitHealthy(project, SERVICES, 300_000))}`);
    const bucket = podmanOutput(["inspect", "--format", "{{.State.ExitCode}}", project.container("bucket")]);
    check(bucket === "0", `bucket: created and exited (exit code ${bucket})`);
    await proxy.expectAnswering("proxy, published port 80");
    for (const server of ["server-a", "server-b"]) {
      const own = podmanOutput(["exec", project.container(server), "ls", "/app/data"]) ?? "";
      check(!own.split("\n").includes("site.key"), `${server} runs on SITE_KEY, no key of its own`);
    }

    const token = await proxy.adminToken();
    const a = site(`http://${project.address("server-a")}:3000`, adminPassword);
    const b = site(`http://${project.address("server-b")}:3000`, adminPassword);
    const url = await a.upload(token);
    log(`uploaded ${url} to server-a (${a.base})`);
    const fromB = await b.get(url);
    check(
      fromB.status === 200 && fromB.body.equals(PICTURE),
      `server-b (${b.base}) answers ${url} as uploaded`,
    );
    const article = await proxy.publish(token);
    await b.expectPublished(article, "published through the proxy, asked of server-b");
    await a.expectPublished(article, "published through the proxy, asked of server-a");

    log("rolling restart: server-a stopped and started again under a bounded load through the proxy");
    let restarted;
    const until = new Promise((resolve) => {
      restarted = resolve;
    });
    const load = boundedLoad({
      site: proxy,
      token,
      until,
      minSeconds: 5,
      maxSeconds: 150,
      maxRequests: 6000,
    });
    await sleep(3000);
    const stopping = Date.now();
    log(`server-a stopping at ${new Date(stopping).toISOString()}`);
    await project.run(["stop", "server-a"]);
    const exit = podmanOutput(["inspect", "--format", "{{.State.ExitCode}}", project.container("server-a")]);
    log(`server-a stopped in ${Math.round((Date.now() - stopping) / 1000)} s (exit code ${exit})`);
    await sleep(3000);
    log(`server-a starting at ${new Date().toISOString()}`);
    await project.run(["start", "server-a"]);
    await waitHealthy(project, ["server-a"], 180_000, { created: false });
    log(`server-a healthy again ${Math.round((Date.now() - stopping) / 1000)} s after its stop`);
    // Caddy's own check (every 5 s) takes it back; the load goes on a little beyond that.
    await sleep(6000);
    restarted();
    const result = await load;
    const lost = await lostWrites(proxy, result.acknowledged);
    log(
      `load: ${result.requests} requests in ${result.seconds} s, answers ${JSON.stringify(result.statuses)}, ` +
        `${result.acknowledged.length} writes acknowledged, ${result.refusedWrites} refused`,
    );
    for (const line of result.failed.slice(0, 10)) log(`  failed: ${line}`);
    for (const line of restartEvents(project, stopping - 5000)) log(`  ${line}`);
    check(
      result.failed.length === 0 && lost.length === 0 && result.acknowledged.length > 0,
      `rolling restart: ${result.failed.length} answers >= 500 or missing, ` +
        `${lost.length} of ${result.acknowledged.length} acknowledged writes lost${lost.length ? `: ${lost.join(", ")}` : ""}`,
    );
    // A container started again may have another address on the network.
    const restartedA = site(`http://${project.address("server-a")}:3000`, adminPassword);
    await restartedA.expectPublished(article, "after its restart, asked of server-a");

    log("down (volumes kept), then up again");
    await project.run(["down"]);
    await project.run(["up", "-d"]);
    await waitHealthy(project, SERVICES, 300_000);
    // The stand-in store keeps its files in memory: the article's text, not its picture, outlives `down`.
    const page = await proxy.get(`/article/${article.id}`);
    check(
      page.status === 200 && page.body.toString().includes(article.title),
      `after down and up: /article/${article.id} shows "${article.title}"`,
    );
    const sample = result.acknowledged.at(-1);
    const written = sample && (await proxy.get(`/article/${sample.id}`));
    check(
      written?.status === 200 && written.body.toString().includes(sample.title),
      `after down and up: the load's last acknowledged article ${sample?.id} is there`,
    );

    // docker-compose 1.29 links a one-off container to its service's running ones, and podman's API
    // refuses links ("bad parameter: link is not supported"): server-b is stopped first.
    await project.run(["stop", "server-b"], { quiet: true });
    for (const [name, value] of WRONG_SETTINGS) {
      // Kept until its log is read: podman's API gives `run` no output of the container's.
      const container = `${PROJECT}_refused_${name.toLowerCase()}`;
      const code = await project
        .run(["run", "--no-deps", "-T", "--name", container, "-e", `${name}=${value}`, "server-b"], {
          quiet: true,
        })
        .then(
          () => 0,
          (error) => {
            log(
              `  docker-compose run: ${(error.output ?? error.message).trim().split("\n").slice(-3).join(" | ")}`,
            );
            return error.code ?? "none";
          },
        );
      const line =
        podmanLogs(container)
          .split("\n")
          .find((text) => text.includes(name)) ?? "";
      podmanOutput(["rm", "-f", container]);
      check(
        code !== 0 && line !== "",
        `a server started with ${name}=${value} refuses to start (exit code ${code}): ${line.trim().slice(0, 200)}`,
      );
    }
  } finally {
    await project.run(["down", "--volumes", "--remove-orphans"], { quiet: true }).catch((error) => {
      log(`down failed: ${error.message}`);
    });
    project.remove();
  }
}
