// docker-compose.yml run as an operator runs it, and upgraded: the earlier commit's image up, healthy, the
// site answering on the published port, an admin publishing an article with a picture; then the new image
// on the same volumes (its migrations run once, the article and the picture kept), then down and up again.
import { randomBytes } from "node:crypto";
import { composeProject, waitHealthy } from "./compose-run.mjs";
import { podman, podmanOutput } from "./podman.mjs";
import { check, log, site } from "./site.mjs";

const PROJECT = "corpsite-compose-test";
/** The image docker-compose 1.29 runs for the file's `server` service (it has `build:` and no `image:`). */
const SERVER_IMAGE = `docker.io/library/${PROJECT}_server`;

/** The migrations the database holds, as `name timestamp` lines. */
function migrations(project) {
  const rows = podmanOutput([
    "exec",
    "-e",
    "PGPASSWORD=corpsite",
    project.container("db"),
    "psql",
    "-h",
    "127.0.0.1",
    "-U",
    "corpsite",
    "-d",
    "corpsite",
    "-tAF",
    " ",
    "-c",
    'select name, "timestamp" from kysely_migration order by name',
  ]);
  if (rows === null) throw new Error("the migration table could not be read");
  return rows.split("\n").filter(Boolean);
}

async function upHealthy(project, where) {
  await project.run(["up", "-d"]);
  const states = await waitHealthy(project, ["db", "server"], 240_000);
  log(`${where}: ${JSON.stringify(states)}`);
}

/** Runs `file` (docker-compose.yml or a copy) first with `images.earlier`, then upgraded to `images.current`. */
export async function runSingleServer({ file, socket, images }) {
  const adminPassword = `Compose-${randomBytes(6).toString("hex")}`;
  const project = composeProject(file, PROJECT, socket, { ADMIN_PASSWORD: adminPassword });
  const server = site("http://127.0.0.1:3000", adminPassword);
  try {
    await project.run(["down", "--volumes", "--remove-orphans"], { quiet: true });
    podman(["tag", images.earlier, SERVER_IMAGE]);
    log(`${file}: up -d with the earlier image (${images.earlierCommit.slice(0, 7)})`);
    await upHealthy(project, "earlier image");
    await server.expectAnswering("earlier image, published port 3000");
    const article = await server.publish(await server.adminToken());
    log(`published article ${article.id} with picture ${article.url}`);
    await server.expectPublished(article, "earlier image");
    const before = migrations(project);
    log(`migrations in the database: ${before.length}, the last ${before.at(-1)}`);

    const stopping = Date.now();
    await project.run(["stop"]);
    const exit = podmanOutput(["inspect", "--format", "{{.State.ExitCode}}", project.container("server")]);
    const seconds = Math.round((Date.now() - stopping) / 1000);
    check(exit === "0", `stop: the server ended on SIGTERM by itself (exit code ${exit}, ${seconds} s)`);

    log(`upgrade: down (volumes kept), the new image, up -d`);
    await project.run(["down"]);
    podman(["tag", images.current, SERVER_IMAGE]);
    await upHealthy(project, "new image");
    const after = migrations(project);
    const added = after.filter((row) => !before.includes(row));
    const names = after.map((row) => row.split(" ")[0]);
    check(
      before.every((row) => after.includes(row)) && new Set(names).size === names.length,
      `upgrade: the ${before.length} earlier migrations kept as they were, none twice`,
    );
    log(`upgrade: migrations run by the new image: ${added.join(", ") || "none"}`);
    const applied = project.logs("server").match(/^migrations applied: .+$/gm) ?? [];
    check(
      applied.length <= 1 && (added.length === 0) === (applied.length === 0),
      `upgrade: the new server's log says so once: ${applied.join(" | ") || "(nothing pending)"}`,
    );
    await server.expectPublished(article, "after the upgrade");

    log("down (volumes kept), then up again with the new image");
    await project.run(["down"]);
    await upHealthy(project, "new image again");
    const again = migrations(project);
    check(
      again.join("\n") === after.join("\n") && !/^migrations applied/m.test(project.logs("server")),
      `down and up: no migration run again (${again.length} in the table)`,
    );
    await server.expectPublished(article, "after down and up");
  } finally {
    await project.run(["down", "--volumes", "--remove-orphans"], { quiet: true }).catch((error) => {
      log(`down failed: ${error.message}`);
    });
    project.remove();
  }
}
