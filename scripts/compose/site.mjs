// What the compose tests do on a running site, as a visitor and an admin do it over HTTP: pages, the admin's
// login through the click captcha, a picture uploaded and an article published, and checks that both answer.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { solveClickCaptchaImage } from "../../apps/server/src/test/captcha-solver.ts";
import { REPO } from "./compose-run.mjs";

const started = Date.now();
/** The part of the test under way (the compose file it runs), named in each line it logs. */
export const part = new AsyncLocalStorage();
export const log = (line) => {
  const name = part.getStore();
  console.log(`[compose ${Math.round((Date.now() - started) / 1000)} s${name ? ` ${name}` : ""}] ${line}`);
};

export function check(condition, what) {
  if (!condition) throw new Error(`failed: ${what}`);
  log(`ok: ${what}`);
}

/** The picture every test uploads. */
export const PICTURE = readFileSync(
  join(REPO, "apps", "web", "public", "static", "images", "article", "01.jpg"),
);

/** A site at `base` (http://127.0.0.1:3000), its admin signing in with `adminPassword`. */
export function site(base, adminPassword) {
  async function get(path, headers = {}) {
    const answer = await fetch(`${base}${path}`, { headers, redirect: "manual" });
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
      const captcha = (await (await fetch(`${base}/api/common/clickCaptcha?id=${id}`)).json()).data;
      const png = Buffer.from(captcha.base64.replace(/^data:image\/png;base64,/, ""), "base64");
      const clicks = await solveClickCaptchaImage(png, captcha.text);
      const info = `${clicks.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join("-")};${captcha.width};${captcha.height}`;
      const answer = await fetch(`${base}/admin/index/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          username: "admin",
          password: adminPassword,
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

  /** Uploads `picture`; answers its address on the site. */
  async function upload(token, picture = PICTURE) {
    const form = new FormData();
    form.append("file", new Blob([picture], { type: "image/jpeg" }), "compose-test.jpg");
    const answer = await fetch(`${base}/admin/ajax/upload`, {
      method: "POST",
      headers: { batoken: token },
      body: form,
    });
    const uploaded = await answer.json();
    if (uploaded.code !== 1) throw new Error(`upload failed: ${JSON.stringify(uploaded)}`);
    return uploaded.data.file.url;
  }

  /** Adds a published article; answers the HTTP status and, when it was stored, its id. */
  async function addArticle(token, title, content) {
    const answer = await fetch(`${base}/admin/content/article/add`, {
      method: "POST",
      headers: { batoken: token, "content-type": "application/json" },
      body: JSON.stringify({ category_id: 1, title, content, status: "published" }),
    });
    const text = await answer.text();
    const json = answer.headers.get("content-type")?.includes("json") ? JSON.parse(text) : {};
    // Who answered (Caddy names itself in Server) and what, for an answer that is not OK.
    const said = `${answer.headers.get("server") ?? "server"}: ${text.slice(0, 160)}`;
    return { status: answer.status, id: json.code === 1 ? json.data?.row?.id : undefined, json, said };
  }

  /** Uploads the picture and publishes an article showing it. */
  async function publish(token) {
    const url = await upload(token);
    const title = `容器测试 ${randomBytes(3).toString("hex")}`;
    const content = `<p>由 docker compose 测试发布。</p><p><img src="${url}" alt="测试图片"></p>`;
    const added = await addArticle(token, title, content);
    if (added.id === undefined) throw new Error(`publishing failed: ${JSON.stringify(added.json)}`);
    return { id: added.id, title, url, picture: PICTURE };
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

  /** The home page and the health endpoint answer. */
  async function expectAnswering(where) {
    const home = await get("/");
    check(
      home.status === 200 && home.type.startsWith("text/html") && home.body.toString().includes("<html"),
      `${where}: GET / answers the site's home page`,
    );
    check((await get("/api/health")).status === 200, `${where}: GET /api/health answers 200`);
  }

  return { base, get, adminToken, upload, addArticle, publish, expectPublished, expectAnswering };
}
