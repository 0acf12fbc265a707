// npm run test:compose: runs docker-compose.yml as an operator would, with podman on this machine (stand-in
// base images built from Debian's packages, scripts/compose/stand-ins.mjs): up, every service healthy, the
// demo site answering on the published port, an admin publishing an article with a picture, then down and
// up again with the article and the picture still there.
//   npx tsx scripts/test-compose.mjs [--file <compose file>]   (a copy of the file, to check the test fails)
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { solveClickCaptchaImage } from "../apps/server/src/test/captcha-solver.ts";
import {
  composeProject,
  driveHealthChecks,
  REPO,
  sleep,
  startPodmanService,
  waitHealthy,
} from "./compose/compose-run.mjs";
import { podmanOutput } from "./compose/podman.mjs";
import { buildStandIns } from "./compose/stand-ins.mjs";

const argv = process.argv.slice(2);
const file = argv.includes("--file") ? argv[argv.indexOf("--file") + 1] : "docker-compose.yml";
const SITE = "http://127.0.0.1:3000";
const ADMIN_PASSWORD = `Compose-${randomBytes(6).toString("hex")}`;
const started = Date.now();
const log = (line) => console.log(`[compose ${Math.round((Date.now() - started) / 1000)} s] ${line}`);

function check(condition, what) {
  if (!condition) throw new Error(`failed: ${what}`);
  log(`ok: ${what}`);
}

/** GETs until the answer is 200 (a server that just turned healthy may still be warming its caches). */
async function get(path, headers = {}) {
  const answer = await fetch(`${SITE}${path}`, { headers, redirect: "manual" });
  return {
    status: answer.status,
    type: answer.headers.get("content-type") ?? "",
    body: Buffer.from(await answer.arrayBuffer()),
  };
}

/** Logs the admin in as a person does: the click captcha the login asks for, read from its picture. */
async function adminToken() {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const id = randomUUID();
    const captcha = (await (await fetch(`${SITE}/api/common/clickCaptcha?id=${id}`)).json()).data;
    const png = Buffer.from(captcha.base64.replace(/^data:image\/png;base64,/, ""), "base64");
    const clicks = await solveClickCaptchaImage(png, captcha.text);
    const info = `${clicks.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join("-")};${captcha.width};${captcha.height}`;
    const answer = await fetch(`${SITE}/admin/index/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        username: "admin",
        password: ADMIN_PASSWORD,
        keep: true,
        captchaId: id,
        captchaInfo: info,
      }),
    });
    const json = await answer.json();
    if (json.code === 1) return json.data.userInfo.token;
    log(`login attempt ${attempt}: ${json.msg}`);
  }
  throw new Error("the admin could not log in within 5 captchas");
}

async function publish(token) {
  const picture = readFileSync(join(REPO, "apps", "web", "public", "static", "images", "article", "01.jpg"));
  const form = new FormData();
  form.append("file", new Blob([picture], { type: "image/jpeg" }), "compose-test.jpg");
  const uploaded = await (
    await fetch(`${SITE}/admin/ajax/upload`, { method: "POST", headers: { batoken: token }, body: form })
  ).json();
  if (uploaded.code !== 1) throw new Error(`upload failed: ${JSON.stringify(uploaded)}`);
  const url = uploaded.data.file.url;
  const title = `容器测试 ${randomBytes(3).toString("hex")}`;
  const added = await (
    await fetch(`${SITE}/admin/content/article/add`, {
      method: "POST",
      headers: { batoken: token, "content-type": "application/json" },
      body: JSON.stringify({
        category_id: 1,
        title,
        content: `<p>由 docker compose 测试发布。</p><p><img src="${url}" alt="测试图片"></p>`,
        status: "published",
      }),
    })
  ).json();
  if (added.code !== 1) throw new Error(`publishing failed: ${JSON.stringify(added)}`);
  const list = await (
    await fetch(`${SITE}/api/portal/articles?limit=1`, { headers: { "cache-control": "no-cache" } })
  ).json();
  return { id: list.data.list[0].id, title, url, picture };
}

async function expectPublished(article, when) {
  const page = await get(`/article/${article.id}`);
  check(
    page.status === 200 && page.body.toString().includes(article.title),
    `${when}: /article/${article.id} shows "${article.title}"`,
  );
  const stored = await get(article.url);
  check(
    stored.status === 200 && stored.body.equals(article.picture),
    `${when}: ${article.url} answers the uploaded picture`,
  );
}

async function main() {
  buildStandIns();
  const service = await startPodmanService();
  const stopChecks = driveHealthChecks();
  const project = composeProject(file, "corpsite-compose-test", service.socket, { ADMIN_PASSWORD });
  try {
    await project.run(["down", "--volumes", "--remove-orphans"], { quiet: true });
    log(`${file}: up --build`);
    await project.run(["up", "-d", "--build"]);
    check(
      Object.values(await waitHealthy(project, ["db", "server"], 240_000)).length === 2,
      "db and server healthy",
    );
    const home = await get("/");
    check(
      home.status === 200 && home.type.startsWith("text/html") && home.body.toString().includes("<html"),
      "GET / answers the site's home page",
    );
    check((await get("/api/health")).status === 200, "GET /api/health answers 200");
    const article = await publish(await adminToken());
    log(`published article ${article.id} with picture ${article.url}`);
    await expectPublished(article, "after publishing");
    const stopping = Date.now();
    await project.run(["stop"]);
    const exit = podmanOutput(["inspect", "--format", "{{.State.ExitCode}}", project.container("server")]);
    const seconds = Math.round((Date.now() - stopping) / 1000);
    check(
      exit === "0",
      `stop: the server ended on SIGTERM by itself (exit code ${exit}, ${seconds} s; 137 is a SIGKILL)`,
    );
    log("down (volumes kept), then up again");
    await project.run(["down"]);
    await project.run(["up", "-d"]);
    await waitHealthy(project, ["db", "server"], 240_000);
    await expectPublished(article, "after down and up");
    log(`passed in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    try {
      await project.run(["down", "--volumes", "--remove-orphans"], { quiet: true });
    } catch (error) {
      log(`down failed: ${error.message}`);
    }
    project.remove();
    await stopChecks();
    service.stop();
  }
}

main().catch(async (error) => {
  console.error(error);
  await sleep(0);
  process.exit(1);
});
