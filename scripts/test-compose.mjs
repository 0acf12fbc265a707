// npm run test:compose: runs both compose files as an operator would, with podman on this machine (stand-in
// base images built from Debian's packages, scripts/compose/stand-ins.mjs), and an upgrade between images:
// - docker-compose.yml (scripts/compose/single-server.mjs): an earlier commit's image up, healthy, the site
//   answering, an admin publishing an article with a picture; the new image on the same volumes (migrations
//   run once, data kept); down and up again;
// - docker-compose.cluster.yml (scripts/compose/cluster.mjs): every service healthy, a picture uploaded to
//   one server served by the other, a server restarted under load (0 answers >= 500, 0 writes lost), wrong
//   settings refused by name.
//   npx tsx scripts/test-compose.mjs [--only single|cluster] [--file <copy>] [--cluster-file <copy>]
//                                    [--earlier <commit>] [--image <tag>]
// (--image: an image built before, run instead of building this tree's)
// (a copy of a compose file in the repository's folder, to see the test fail on a planted mistake)
import { runCluster } from "./compose/cluster.mjs";
import { driveHealthChecks, startPodmanService } from "./compose/compose-run.mjs";
import { buildEarlierImage, buildProductImage } from "./compose/product-images.mjs";
import { runSingleServer } from "./compose/single-server.mjs";
import { log, part } from "./compose/site.mjs";
import { buildStandIns } from "./compose/stand-ins.mjs";

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const only = option("--only", "");
/** The last commit before migration 0032: its image, upgraded, has a migration to run. */
const EARLIER = option("--earlier", "ebdace77911ddfd4c929098e1740499e5e1f0f3d");
const CURRENT_IMAGE = "localhost/corpsite:current";
const EARLIER_IMAGE = "localhost/corpsite:previous";

async function main() {
  const started = Date.now();
  const took = {};
  const step = async (name, run) => {
    const from = Date.now();
    await part.run(name, run);
    took[name] = Math.round((Date.now() - from) / 1000);
  };
  await step("stand-ins", async () => buildStandIns());
  const image = option("--image", "");
  if (!image) await step("image", async () => buildProductImage(CURRENT_IMAGE));
  let earlierCommit = "";
  if (only !== "cluster")
    await step("earlier image", async () => {
      earlierCommit = buildEarlierImage(EARLIER, EARLIER_IMAGE).commit;
    });
  const service = await startPodmanService();
  const stopChecks = driveHealthChecks();
  // The two files side by side (their projects, ports and volumes apart): most of each is waiting on
  // health checks and servers starting.
  const runs = [];
  if (only !== "cluster")
    runs.push(
      step("docker-compose.yml", () =>
        runSingleServer({
          file: option("--file", "docker-compose.yml"),
          socket: service.socket,
          images: { earlier: EARLIER_IMAGE, earlierCommit, current: image || CURRENT_IMAGE },
        }),
      ),
    );
  if (only !== "single")
    runs.push(
      step("docker-compose.cluster.yml", () =>
        runCluster({
          file: option("--cluster-file", "docker-compose.cluster.yml"),
          socket: service.socket,
          image: image || CURRENT_IMAGE,
        }),
      ),
    );
  const results = await Promise.allSettled(runs);
  await stopChecks();
  service.stop();
  const failed = results.filter((result) => result.status === "rejected");
  if (failed.length > 0)
    throw new AggregateError(
      failed.map((result) => result.reason),
      "compose test failed",
    );
  log(`seconds taken: ${JSON.stringify(took)}`);
  log(`passed in ${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
