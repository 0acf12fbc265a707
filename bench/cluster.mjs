// `node bench/cluster.mjs` (needs `npm run build`, moto_server and Debian's PostgreSQL binaries; run as root
// or as a user who may run them): issue 26's "many servers, one site". Three built server processes, each
// with a data folder of its own, on one PostgreSQL server and one S3 bucket (moto), all on this machine,
// behind a round-robin balancer (bench/cluster/balancer.mjs). For CLUSTER_SECONDS (default 300) simulated
// clients, each from an address of its own, mix public pages, search, member logins, ledger changes, admin
// edits of articles and uploads. Then it checks:
// - no answer with a status of 500 or more (and no refused or failed request: a 4xx is a bench bug);
// - no acknowledged write lost: every edit's title, upload and ledger entry read back after the run, and
//   each member's balance the sum of the acknowledged changes (money compared in fen: the admin API answers
//   yuan, bench/cluster/money.mjs); each acknowledged title among its article's revisions, of which the
//   server keeps the newest REVISIONS_KEPT (apps/server/src/modules/content/article-revision-log.ts): older
//   titles are counted and reported as beyond that limit, not looked for;
// - every upload served by each of the three servers, asked directly: 200 and the bytes sent;
// - every admin edit visible within 1 s on each server's public page of the article, from the edit's
//   acknowledgement (polled every 20 ms, revalidating with the ETag each server gave, as a browser does):
//   the edits of the mixed traffic, then CLUSTER_QUIET_EDITS (40) edits of a page that is being read while
//   nothing else writes (the slowest case: no write makes a server look at the content versions early);
// and measures the requests/s of one fixed public-page load (autocannon, the same for both) through the
// balancer to the three processes, then to one (and, to show what the balancer costs, the same load sent
// straight to the servers). Prints a summary, writes bench/results/cluster.json and exits non-zero when a
// check fails.
// CLUSTER_USERS (16) simulated clients, CLUSTER_THINK_MS (200) their mean pause between actions,
// CLUSTER_THROUGHPUT_SECONDS (30) per throughput run, CLUSTER_THROUGHPUT_CONNECTIONS (16).
// `--smoke` (bench/smoke-mode.mjs): the same run and checks in well under a minute (6 s of traffic by 6
// clients, 4 members, 1 quiet edit, 1 s per throughput run and no warm-up), figures written apart.
import { fork } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import { httpClient, jsonOf, multipartFile, textOf } from "./cluster/http.mjs";
import {
  childrenOf,
  cpuSecondsOf,
  machineTicks,
  requireFromServer,
  root,
  seed,
  serverCli,
  serverMain,
  startPostgres,
  startS3,
  startServer,
  webDist,
} from "./cluster/infra.mjs";
import { fenToYuan, yuanToFen } from "./cluster/money.mjs";
import { resultsFile, smoke } from "./smoke-mode.mjs";

const SECONDS = smoke ? 6 : Number(process.env.CLUSTER_SECONDS ?? 300);
const USERS = smoke ? 6 : Number(process.env.CLUSTER_USERS ?? 16);
const THINK_MS = Number(process.env.CLUSTER_THINK_MS ?? 200);
const THROUGHPUT_SECONDS = smoke ? 1 : Number(process.env.CLUSTER_THROUGHPUT_SECONDS ?? 30);
const THROUGHPUT_CONNECTIONS = Number(process.env.CLUSTER_THROUGHPUT_CONNECTIONS ?? 16);
const THROUGHPUT_WARM_UP = smoke ? 0 : 3;
const QUIET_EDITS = smoke ? 1 : Number(process.env.CLUSTER_QUIET_EDITS ?? 40);
const SERVER_NAMES = ["A", "B", "C"];
const MEMBERS = smoke ? 4 : 16;
/** The revisions the server keeps per article, from its source: the oldest go beyond this many. */
const REVISIONS_KEPT = revisionsKept();
/** An edit must show on every server's page within this long after its acknowledgement. */
const EDIT_VISIBLE_MS = 1000;
const POLL_MS = 20;
const POLL_GIVE_UP_MS = 15_000;
/** The share of each action in the simulated clients' mix (percent). */
const MIX = { page: 60, search: 10, login: 10, ledger: 8, edit: 6, upload: 6 };
const SEARCH_WORDS = [
  "芯片",
  "CX500",
  "开发板",
  "大模型",
  "工具链",
  "端侧",
  "发布",
  "新闻",
  "视频",
  "无此词汇",
];
const BROWSER = { "accept-encoding": "br, gzip", "accept-language": "zh-CN,zh;q=0.9", accept: "*/*" };
const JSON_TYPE = { "content-type": "application/json" };

const sharp = requireFromServer("sharp");
const autocannon = requireFromServer("autocannon");

const RUN = randomBytes(3).toString("hex");
const ADMIN_PASSWORD = `Bench-${randomBytes(9).toString("base64url")}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const round = (n, digits = 1) =>
  n === null || n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits;

function revisionsKept() {
  const file = join(root, "apps", "server", "src", "modules", "content", "article-revision-log.ts");
  const found = /export const REVISIONS_KEPT = (\d+);/.exec(readFileSync(file, "utf8"));
  if (!found) throw new Error(`no \`export const REVISIONS_KEPT = <number>;\` in ${file}`);
  return Number(found[1]);
}

// ---------------------------------------------------------------------------------------------------------
// What was asked and answered

/** The part of the run requests are counted in: "setup", "mixed" or "read back". */
let phase = "setup";
/** Requests by phase and kind: count, statuses, latencies (ms to the last byte); statuses by phase. */
const phases = {};
const statusesOf = {};
/** Answers of 500 or more; answers refused (4xx, or an envelope with code 0); requests that failed. */
const serverErrors = [];
const refusals = [];
const networkErrors = [];
const problems = [];
let serverErrorCount = 0;
let refusalCount = 0;
let networkErrorCount = 0;
const actions = Object.fromEntries(Object.keys(MIX).map((name) => [name, 0]));

const pathOf = (url) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/**
 * Sends one request and records it under `kind`. Answers the answer and its JSON when it is what was
 * expected (a status of `expect`; for an envelope, code 1), else undefined (recorded as a problem).
 */
async function call(client, kind, url, options = {}, { expect = [200], envelope = false, server } = {}) {
  phases[phase] ??= {};
  statusesOf[phase] ??= {};
  const byStatus = statusesOf[phase];
  phases[phase][kind] ??= { count: 0, byStatus: {}, latencies: [] };
  const entry = phases[phase][kind];
  let answer;
  try {
    answer = await client.request(url, options);
  } catch (error) {
    entry.count++;
    entry.byStatus.error = (entry.byStatus.error ?? 0) + 1;
    networkErrorCount++;
    if (networkErrors.length < 50) {
      networkErrors.push({ kind, method: options.method ?? "GET", path: pathOf(url), error: error.message });
    }
    return undefined;
  }
  entry.count++;
  entry.byStatus[answer.status] = (entry.byStatus[answer.status] ?? 0) + 1;
  entry.latencies.push(answer.ms);
  byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
  const backend = server ?? answer.headers["x-bench-backend"] ?? "?";
  if (answer.status >= 500) {
    serverErrorCount++;
    const sample = {
      kind,
      method: options.method ?? "GET",
      path: pathOf(url),
      status: answer.status,
      server: backend,
      at: new Date().toISOString(),
      body: textOf(answer).slice(0, 300),
    };
    if (serverErrors.length < 50) serverErrors.push(sample);
    console.log(
      `  ${answer.status} from ${backend}: ${sample.method} ${sample.path}: ${sample.body.slice(0, 160)}`,
    );
    return undefined;
  }
  const json = envelope ? jsonOf(answer) : undefined;
  if (!expect.includes(answer.status) || (envelope && json?.code !== 1)) {
    refusalCount++;
    const sample = {
      kind,
      method: options.method ?? "GET",
      path: pathOf(url),
      status: answer.status,
      server: backend,
      body: textOf(answer).slice(0, 300),
    };
    if (refusals.length < 50) refusals.push(sample);
    if (refusalCount <= 10)
      console.log(
        `  refused (${answer.status}) by ${backend}: ${sample.method} ${sample.path}: ${sample.body.slice(0, 160)}`,
      );
    return undefined;
  }
  return { answer, json };
}

function percentiles(values) {
  if (values.length === 0) return { p50: null, p95: null, p99: null, max: null };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(sorted.at(-1)) };
}

// ---------------------------------------------------------------------------------------------------------
// The machines: PostgreSQL, S3, three servers, the balancer; everything stopped and removed at the end

const cleanups = [];
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping and removing what the bench started`);
    void cleanup().then(() => {
      if (logDir) rmSync(logDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

async function startBalancer() {
  const child = fork(join(root, "bench", "cluster", "balancer.mjs"), [], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  cleanups.push(async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await Promise.race([once(child, "exit"), sleep(3000)]);
    }
  });
  const [message] = await once(child, "message");
  const ask = async (request, type) => {
    child.send(request);
    for (;;) {
      const [answer] = await once(child, "message");
      if (answer.type === type) return answer;
    }
  };
  return {
    pid: child.pid,
    origin: `http://127.0.0.1:${message.port}`,
    route: (servers) =>
      ask({ type: "backends", backends: servers.map((s) => ({ name: s.name, port: s.port })) }, "backends"),
    stats: async () => (await ask({ type: "stats" }, "stats")).stats,
    resetStats: () => ask({ type: "reset-stats" }, "reset-stats"),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The site's state as the bench knows it: what it wrote and was told was written

/** Published articles the admins edit: one edit at a time per article, each acknowledged title kept. */
let articles = [];
/** Members who log in and whose ledgers change; the acknowledged balance and the spending under way. */
const members = [];
const uploads = [];
const ledgerEntries = [];
/** Writes answered with no acknowledgement (5xx, refused, failed): they may or may not have been stored. */
const unacknowledged = [];
const edits = [];
/** Edits made after the mixed traffic, one at a time, of a page being read while nothing else writes. */
const quietEdits = [];
let editCount = 0;
let ledgerCount = 0;
let uploadCount = 0;

let servers = [];
let loadAtStart;
let logDir;
let balancer;
let publicPaths = [];

class VirtualUser {
  constructor(index) {
    this.index = index;
    // Each client connects from an address of its own (all of 127/8 is this machine's).
    this.address = `127.0.${10 + Math.floor(index / 250)}.${1 + (index % 250)}`;
    this.client = httpClient({ localAddress: this.address });
    this.etags = new Map();
    this.adminToken = undefined;
  }

  get site() {
    return balancer.origin;
  }

  async admin() {
    if (this.adminToken) return this.adminToken;
    const ok = await call(
      this.client,
      "admin login",
      `${this.site}/admin/index/login`,
      {
        method: "POST",
        headers: JSON_TYPE,
        body: Buffer.from(JSON.stringify({ username: "admin", password: ADMIN_PASSWORD, keep: true })),
      },
      { envelope: true },
    );
    this.adminToken = ok?.json.data.userInfo.token;
    return this.adminToken;
  }

  async page() {
    const path = pick(publicPaths);
    const headers = { ...BROWSER };
    // Half the visits revalidate what the browser holds.
    const held = this.etags.get(path);
    if (held && Math.random() < 0.5) headers["if-none-match"] = held;
    const kind = path.startsWith("/api/")
      ? "public api"
      : path.startsWith("/article/")
        ? "article page"
        : "public page";
    const ok = await call(this.client, kind, `${this.site}${path}`, { headers }, { expect: [200, 304] });
    if (ok?.answer.headers.etag) this.etags.set(path, ok.answer.headers.etag);
  }

  async search() {
    const q = encodeURIComponent(pick(SEARCH_WORDS));
    if (Math.random() < 0.5) {
      await call(this.client, "search page", `${this.site}/search?q=${q}`, { headers: BROWSER });
    } else {
      await call(
        this.client,
        "search api",
        `${this.site}/api/portal/search?q=${q}`,
        { headers: BROWSER },
        { envelope: true },
      );
    }
  }

  async login() {
    const member = pick(members);
    const ok = await call(
      this.client,
      "member login",
      `${this.site}/api/user/checkIn`,
      {
        method: "POST",
        headers: JSON_TYPE,
        body: Buffer.from(
          JSON.stringify({ tab: "login", username: member.username, password: member.password, keep: false }),
        ),
      },
      { envelope: true },
    );
    const token = ok?.json.data.userInfo.token;
    if (!token) return;
    await call(
      this.client,
      "member balance",
      `${this.site}/api/account/balance`,
      { headers: { "ba-user-token": token } },
      { envelope: true },
    );
    if (Math.random() < 0.5) {
      await call(
        this.client,
        "member logout",
        `${this.site}/api/user/logout`,
        { method: "POST", headers: { ...JSON_TYPE, "ba-user-token": token }, body: Buffer.from("{}") },
        { envelope: true },
      );
    }
  }

  async ledger() {
    const token = await this.admin();
    if (!token) return;
    const member = pick(members);
    const field = Math.random() < 0.5 ? "money" : "score";
    const book = member[field];
    // In fen for money (sent and answered in yuan), in points for score; spending only what is surely there.
    let amount = field === "money" ? 1 + Math.floor(Math.random() * 999) : 1 + Math.floor(Math.random() * 20);
    if (Math.random() < 0.3 && book.acked - book.spending >= amount) amount = -amount;
    if (amount < 0) book.spending += -amount;
    const memo = `bench ${RUN} ${field} ${++ledgerCount}`;
    const sent = field === "money" ? fenToYuan(amount) : String(amount);
    const controller = field === "money" ? "user.MoneyLog" : "user.ScoreLog";
    const ok = await call(
      this.client,
      `ledger ${field}`,
      `${this.site}/admin/${controller}/add`,
      {
        method: "POST",
        headers: { ...JSON_TYPE, batoken: token },
        body: Buffer.from(JSON.stringify({ user_id: String(member.id), memo, [field]: sent })),
      },
      { envelope: true },
    );
    if (amount < 0) book.spending -= -amount;
    const row = ok?.json.data.row;
    if (!row) {
      unacknowledged.push({ kind: `ledger ${field}`, member: member.id, memo, amount });
      return;
    }
    if (amountOf(field, row[field]) !== amount || row.user_id !== member.id || row.memo !== memo) {
      problems.push(`ledger ${memo}: acknowledged as ${JSON.stringify(row)}, sent ${sent}`);
    }
    book.acked += amount;
    ledgerEntries.push({
      member: member.id,
      field,
      memo,
      amount,
      id: row.id,
      server: ok.answer.headers["x-bench-backend"],
    });
  }

  /** Saves a new title for a free article and waits until every server's page shows it (`record` keeps how long). */
  async edit(record = edits, chosen = undefined) {
    const token = await this.admin();
    if (!token) return;
    const free = articles.filter((a) => !a.busy);
    if (free.length === 0) return this.page();
    const article = chosen ?? pick(free);
    article.busy = true;
    try {
      const headers = { batoken: token };
      const form = await call(
        this.client,
        "admin edit form",
        `${this.site}/admin/content.Article/edit?id=${article.id}`,
        { headers },
        { envelope: true },
      );
      const row = form?.json.data.row;
      if (!row) return;
      const title = `Cluster ${RUN} edit ${++editCount}`;
      const body = { id: row.id, title };
      for (const name of FORM_FIELDS) if (name !== "title") body[name] = row[name];
      const saved = await call(
        this.client,
        "admin edit",
        `${this.site}/admin/content.Article/edit`,
        { method: "POST", headers: { ...headers, ...JSON_TYPE }, body: Buffer.from(JSON.stringify(body)) },
        { envelope: true },
      );
      if (!saved) {
        unacknowledged.push({ kind: "admin edit", article: article.id, title });
        return;
      }
      if (saved.json.data.row?.title !== title)
        problems.push(`edit of article ${article.id}: acknowledged as ${saved.json.data.row?.title}`);
      const ackAt = saved.answer.at;
      article.titles.push(title);
      const seen = await this.visibility(article.id, title, ackAt);
      const times = seen.map((s) => s.ms);
      record.push({
        article: article.id,
        title,
        server: saved.answer.headers["x-bench-backend"],
        perServer: Object.fromEntries(seen.map((s) => [s.server, s.ms === null ? null : round(s.ms)])),
        // When the request whose answer first showed the title was sent (the page showed it by then).
        sentPerServer: Object.fromEntries(
          seen.map((s) => [s.server, s.sentMs === null ? null : round(s.sentMs)]),
        ),
        ms: times.includes(null) ? null : round(Math.max(...times)),
      });
    } finally {
      article.busy = false;
    }
  }

  /** How long after `ackAt` each server's public page of the article shows `title` (null: not in 15 s). */
  visibility(id, title, ackAt) {
    return Promise.all(
      servers.map(async (server) => {
        let etag;
        for (;;) {
          const sentAt = performance.now();
          if (sentAt - ackAt > POLL_GIVE_UP_MS) return { server: server.name, ms: null, sentMs: null };
          const headers = { ...BROWSER };
          if (etag) headers["if-none-match"] = etag;
          const ok = await call(
            this.client,
            "edit visibility poll",
            `${server.origin}/article/${id}`,
            { headers },
            { expect: [200, 304], server: server.name },
          );
          if (ok?.answer.status === 200) {
            etag = ok.answer.headers.etag;
            if (titleOf(textOf(ok.answer)).includes(title))
              return { server: server.name, ms: ok.answer.at - ackAt, sentMs: sentAt - ackAt };
          }
          await sleep(POLL_MS);
        }
      }),
    );
  }

  async upload() {
    const token = await this.admin();
    if (!token) return;
    const width = 8 + Math.floor(Math.random() * 40);
    const height = 8 + Math.floor(Math.random() * 40);
    const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const name = `bench-${RUN}-${++uploadCount}.png`;
    const form = multipartFile(name, png, "image/png");
    const ok = await call(
      this.client,
      "upload",
      `${this.site}/admin/ajax/upload`,
      { method: "POST", headers: { ...form.headers, batoken: token }, body: form.body },
      { envelope: true },
    );
    const file = ok?.json.data.file;
    const sha1 = createHash("sha1").update(png).digest("hex");
    if (!file) {
      unacknowledged.push({ kind: "upload", name, sha1 });
      return;
    }
    if (file.sha1 !== sha1)
      problems.push(`upload ${name}: acknowledged with sha1 ${file.sha1}, sent ${sha1}`);
    uploads.push({ url: file.url, name, sha1, bytes: png, server: ok.answer.headers["x-bench-backend"] });
  }

  async run(until) {
    // Clients start spread over the first second; each one's first action is of another kind (in turn),
    // so that a short run does every kind.
    await sleep(Math.random() * 1000);
    let first = ACTIONS[this.index % ACTIONS.length];
    while (performance.now() < until) {
      const action = first ?? chooseAction();
      first = undefined;
      actions[action]++;
      await this[action]();
      // A pause between actions: exponential, THINK_MS on average.
      await sleep(-Math.log(1 - Math.random()) * THINK_MS);
    }
  }
}

const ACTIONS = Object.keys(MIX);

/**
 * A ledger amount as the bench counts it, from the admin API's answer: money in fen (answered in yuan),
 * score in points; undefined when the answer is not such an amount.
 */
function amountOf(field, answered) {
  if (field === "money") return yuanToFen(answered);
  return Number.isSafeInteger(answered) ? answered : undefined;
}

const unitOf = (field) => (field === "money" ? "fen" : "points");

/** An action of MIX, each as often as its share. */
function chooseAction() {
  const weights = Object.entries(MIX);
  let roll = Math.random() * weights.reduce((sum, [, w]) => sum + w, 0);
  for (const [action, weight] of weights) {
    if (roll < weight) return action;
    roll -= weight;
  }
  return weights[0][0];
}

const FORM_FIELDS = [
  "title",
  "category_id",
  "topic_id",
  "summary",
  "image",
  "content",
  "video_url",
  "source",
  "author",
  "tags",
  "status",
  "publish_time",
  "seo_title",
  "keywords",
  "description",
  "weigh",
];

const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

// ---------------------------------------------------------------------------------------------------------
// Set-up: the site's admin, its members and the pages visitors read

async function prepare(client) {
  const login = await call(
    client,
    "admin login",
    `${balancer.origin}/admin/index/login`,
    {
      method: "POST",
      headers: JSON_TYPE,
      body: Buffer.from(JSON.stringify({ username: "admin", password: ADMIN_PASSWORD, keep: true })),
    },
    { envelope: true },
  );
  if (!login) throw new Error("the admin login failed");
  const headers = { batoken: login.json.data.userInfo.token };
  const list = await call(
    client,
    "setup",
    `${balancer.origin}/admin/content.Article/index?limit=1000`,
    { headers },
    { envelope: true },
  );
  const published = list.json.data.list.filter((a) => a.state === "published").map((a) => a.id);
  articles = published.map((id) => ({ id, titles: [], busy: false }));
  if (articles.length < 5) throw new Error(`only ${articles.length} published articles in the seeded site`);
  const groups = await call(
    client,
    "setup",
    `${balancer.origin}/admin/user.Group/index`,
    { headers },
    { envelope: true },
  );
  const groupId = groups.json.data.list[0].id;
  for (let i = 1; i <= MEMBERS; i++) {
    const username = `bench_m${i}`;
    const password = `Member-${randomBytes(6).toString("hex")}`;
    const added = await call(
      client,
      "setup",
      `${balancer.origin}/admin/user.User/add`,
      {
        method: "POST",
        headers: { ...headers, ...JSON_TYPE },
        body: Buffer.from(
          JSON.stringify({
            username,
            nickname: `压测会员 ${i}`,
            group_id: groupId,
            password,
            status: "enable",
          }),
        ),
      },
      { envelope: true },
    );
    if (!added) throw new Error(`adding member ${username} failed`);
    const row = added.json.data.row;
    const start = { money: amountOf("money", row.money), score: amountOf("score", row.score) };
    if (start.money === undefined || start.score === undefined)
      throw new Error(`member ${username} added with a balance of ${row.money} yuan, ${row.score} points`);
    members.push({
      id: row.id,
      username,
      password,
      money: { start: start.money, acked: 0, spending: 0 },
      score: { start: start.score, acked: 0, spending: 0 },
    });
  }
  const statics = [
    "/",
    "/index",
    "/list",
    "/list?cid=1",
    "/list?cid=2",
    "/list?cid=3",
    "/list?cid=4",
    "/topic",
    "/topic?tid=1",
    "/topic?tid=2",
    "/layout",
    "/us/company",
    "/us/history",
    "/contact",
    "/video",
    "/api/Index/common",
    "/api/index/index",
    "/api/portal/articles?page=1&limit=10",
  ];
  publicPaths = [
    ...statics,
    ...published.map((id) => `/article/${id}`),
    ...published.slice(0, 10).map((id) => `/api/portal/article?id=${id}`),
  ];
  return headers;
}

// ---------------------------------------------------------------------------------------------------------
// After the run: every acknowledged write read back

async function readBack(client, headers) {
  const lost = [];
  const site = balancer.origin;
  const revisions = {
    kept: REVISIONS_KEPT,
    acknowledged: 0,
    found: 0,
    beyondLimit: 0,
    articlesBeyondLimit: 0,
  };
  // Articles: the last acknowledged title is the article's, on the admin's form and on each server's page;
  // every acknowledged title among the newest REVISIONS_KEPT is one of its revisions.
  for (const article of articles.filter((a) => a.titles.length > 0)) {
    const last = article.titles.at(-1);
    const form = await call(
      client,
      "read back",
      `${site}/admin/content.Article/edit?id=${article.id}`,
      { headers },
      { envelope: true },
    );
    if (form?.json.data.row.title !== last)
      lost.push(`article ${article.id}: title ${form?.json.data.row.title}, last acknowledged ${last}`);
    for (const server of servers) {
      const page = await call(
        client,
        "read back",
        `${server.origin}/article/${article.id}`,
        {},
        { server: server.name },
      );
      const shown = page ? titleOf(textOf(page.answer)) : "";
      if (!shown.includes(last))
        lost.push(`article ${article.id} on ${server.name}: page title ${shown}, last acknowledged ${last}`);
    }
    const input = encodeURIComponent(JSON.stringify({ id: article.id }));
    const answer = await client.request(`${site}/admin/trpc/content.article.revisions?input=${input}`, {
      headers,
    });
    const list = jsonOf(answer)?.result?.data?.list ?? [];
    if (list.length > REVISIONS_KEPT)
      problems.push(`article ${article.id}: ${list.length} revisions, beyond the ${REVISIONS_KEPT} kept`);
    const titles = new Set(list.map((r) => r.title));
    // An edit whose answer was lost may have been saved, and have pushed one more out.
    const maybeSaved = unacknowledged.filter((u) => u.kind === "admin edit" && u.article === article.id);
    const kept = Math.max(0, REVISIONS_KEPT - maybeSaved.length);
    const newest = article.titles.slice(Math.max(0, article.titles.length - kept));
    revisions.acknowledged += article.titles.length;
    revisions.beyondLimit += article.titles.length - newest.length;
    if (newest.length < article.titles.length) revisions.articlesBeyondLimit++;
    for (const title of newest) {
      if (titles.has(title)) revisions.found++;
      else lost.push(`article ${article.id}: no revision titled ${title}`);
    }
  }
  // Uploads: in the attachment library; each server sends the same bytes.
  const attachments = new Set();
  for (let page = 1; ; page++) {
    const list = await call(
      client,
      "read back",
      `${site}/admin/routine.Attachment/index?limit=1000&page=${page}`,
      { headers },
      { envelope: true },
    );
    const rows = list?.json.data.list ?? [];
    for (const row of rows) attachments.add(row.url);
    if (rows.length < 1000) break;
  }
  const uploadFailures = [];
  let uploadFetches = 0;
  for (const upload of uploads) {
    if (!attachments.has(upload.url))
      lost.push(`upload ${upload.name}: ${upload.url} is not in the attachment list`);
    for (const server of servers) {
      uploadFetches++;
      const got = await call(
        client,
        "upload read back",
        `${server.origin}${upload.url}`,
        {},
        { server: server.name },
      );
      if (!got) uploadFailures.push(`${upload.url} from ${server.name}: no 200`);
      else if (!got.answer.body.equals(upload.bytes))
        uploadFailures.push(
          `${upload.url} from ${server.name}: other bytes (${got.answer.body.length} bytes, sent ${upload.bytes.length})`,
        );
    }
  }
  // Ledgers: every acknowledged entry once with its change; each balance moved by their sum.
  const unacknowledgedMemos = new Set(unacknowledged.map((u) => u.memo).filter(Boolean));
  const storedUnacknowledged = [];
  const ackedByMemo = new Map(ledgerEntries.map((e) => [e.memo, e]));
  for (const member of members) {
    for (const [field, controller] of [
      ["money", "user.MoneyLog"],
      ["score", "user.ScoreLog"],
    ]) {
      const stored = new Map();
      for (let page = 1; ; page++) {
        const url = `${site}/admin/${controller}/index?limit=1000&page=${page}&search[0][field]=user_id&search[0][operator]=eq&search[0][val]=${member.id}`;
        const list = await call(client, "read back", url, { headers }, { envelope: true });
        const rows = list?.json.data.list ?? [];
        for (const row of rows) {
          if (stored.has(row.memo)) lost.push(`${field} of member ${member.id}: "${row.memo}" stored twice`);
          stored.set(row.memo, amountOf(field, row[field]));
        }
        if (rows.length < 1000) break;
      }
      for (const entry of ledgerEntries.filter((e) => e.member === member.id && e.field === field)) {
        if (!stored.has(entry.memo))
          lost.push(
            `${field} of member ${member.id}: "${entry.memo}" (${entry.amount} ${unitOf(field)}) is missing`,
          );
        else if (stored.get(entry.memo) !== entry.amount)
          lost.push(
            `${field} of member ${member.id}: "${entry.memo}" stored as ${stored.get(entry.memo)} ${unitOf(field)}, acknowledged ${entry.amount}`,
          );
      }
      for (const memo of stored.keys()) {
        if (!ackedByMemo.has(memo)) {
          if (unacknowledgedMemos.has(memo)) storedUnacknowledged.push(memo);
          else lost.push(`${field} of member ${member.id}: "${memo}" stored, never sent`);
        }
      }
    }
    const row = await call(
      client,
      "read back",
      `${site}/admin/user.User/edit?id=${member.id}`,
      { headers },
      { envelope: true },
    );
    for (const field of ["money", "score"]) {
      const book = member[field];
      const answered = row?.json.data.row[field];
      const now = amountOf(field, answered);
      book.end = now ?? null;
      if (now === undefined)
        lost.push(`${field} of member ${member.id}: balance read back as ${JSON.stringify(answered)}`);
      else if (now - book.start !== book.acked) {
        lost.push(
          `${field} of member ${member.id}: moved by ${now - book.start} ${unitOf(field)}, acknowledged changes sum to ${book.acked}`,
        );
      }
    }
  }
  return { lost, uploadFailures, uploadFetches, storedUnacknowledged, revisions };
}

// ---------------------------------------------------------------------------------------------------------
// Throughput: one fixed public-page load through the balancer, to three processes, then to one

function load(origin, paths, duration, connections = THROUGHPUT_CONNECTIONS) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration,
        headers: BROWSER,
        requests: paths.map((path) => ({ method: "GET", path })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function throughput(paths, to, parts) {
  await balancer.route(to);
  if (THROUGHPUT_WARM_UP > 0) await load(balancer.origin, paths, THROUGHPUT_WARM_UP);
  await balancer.resetStats();
  const cpuBefore = cpuSnapshot(parts);
  const started = performance.now();
  const result = await load(balancer.origin, paths, THROUGHPUT_SECONDS);
  const cpu = cpuBetween(cpuBefore, cpuSnapshot(parts), (performance.now() - started) / 1000);
  const spread = await balancer.stats();
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
  );
  const fiveHundreds = Object.entries(statuses).reduce(
    (sum, [code, n]) => sum + (Number(code) >= 500 ? n : 0),
    0,
  );
  serverErrorCount += fiveHundreds;
  refusalCount += result.non2xx - fiveHundreds;
  networkErrorCount += result.errors + result.timeouts;
  return {
    processes: to.length,
    servers: to.map((s) => s.name),
    requestsPerSecond: round(result.requests.average),
    requests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    byStatus: statuses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    byServer: Object.fromEntries(Object.entries(spread.byBackend).map(([name, b]) => [name, b.requests])),
    cpu,
  };
}

/**
 * The same load without the balancer, for comparison: its connections split between the servers, each
 * part sent straight to its server (one autocannon per server, at once, in this process).
 */
async function throughputDirect(paths, to, parts) {
  const connections = (i) =>
    Math.floor(THROUGHPUT_CONNECTIONS / to.length) + (i < THROUGHPUT_CONNECTIONS % to.length ? 1 : 0);
  if (THROUGHPUT_WARM_UP > 0)
    await Promise.all(to.map((s, i) => load(s.origin, paths, THROUGHPUT_WARM_UP, connections(i))));
  const cpuBefore = cpuSnapshot(parts);
  const started = performance.now();
  const results = await Promise.all(
    to.map((s, i) => load(s.origin, paths, THROUGHPUT_SECONDS, connections(i))),
  );
  const cpu = cpuBetween(cpuBefore, cpuSnapshot(parts), (performance.now() - started) / 1000);
  let non2xx = 0;
  for (const result of results) {
    const fiveHundreds = Object.entries(result.statusCodeStats ?? {}).reduce(
      (sum, [code, stat]) => sum + (Number(code) >= 500 ? stat.count : 0),
      0,
    );
    serverErrorCount += fiveHundreds;
    refusalCount += result.non2xx - fiveHundreds;
    networkErrorCount += result.errors + result.timeouts;
    non2xx += result.non2xx;
  }
  return {
    processes: to.length,
    requestsPerSecond: round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    requests: results.reduce((sum, r) => sum + r.requests.total, 0),
    byServer: Object.fromEntries(
      to.map((s, i) => [
        s.name,
        {
          connections: connections(i),
          requestsPerSecond: round(results[i].requests.average),
          latencyMs: {
            p50: results[i].latency.p50,
            p99: results[i].latency.p99,
            max: results[i].latency.max,
          },
        },
      ]),
    ),
    non2xx,
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    cpu,
  };
}

// ---------------------------------------------------------------------------------------------------------

/**
 * The servers' logged errors (JSON lines of level 50 or more) and any other text they wrote (a Node
 * warning, a crash's stack), and whether each was still running when the bench stopped it.
 */
function serverLogs(exits) {
  const errors = [];
  const otherOutput = [];
  let errorCount = 0;
  for (const server of servers) {
    if (!existsSync(server.logFile)) continue;
    for (const line of readFileSync(server.logFile, "utf8").split("\n")) {
      if (!line.trim()) continue;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        if (otherOutput.length < 30) otherOutput.push(`${server.name}: ${line.slice(0, 300)}`);
        continue;
      }
      if (entry.level >= 50) {
        errorCount++;
        if (errors.length < 30) errors.push(`${server.name}: ${line.slice(0, 800)}`);
      }
    }
  }
  return { errorCount, errors, otherOutput, runningUntilStopped: exits };
}

/** CPU seconds used so far by each part of the cluster, and the machine's ticks. */
/**
 * CPU seconds used so far by each part of the cluster, by process id (a PostgreSQL server is its
 * postmaster and backends), and the machine's ticks.
 */
function cpuSnapshot(parts) {
  const tree = (pid) => Object.fromEntries([pid, ...childrenOf(pid)].map((p) => [p, cpuSecondsOf(p)]));
  const own = process.cpuUsage();
  return {
    machine: machineTicks(),
    processes: {
      ...Object.fromEntries(
        servers.map((s) => [`server ${s.name}`, { [s.child.pid]: cpuSecondsOf(s.child.pid) }]),
      ),
      balancer: { [balancer.pid]: cpuSecondsOf(balancer.pid) },
      postgres: tree(parts.postgres.pid()),
      s3: tree(parts.s3.pid),
      "bench (clients, autocannon)": { self: (own.user + own.system) / 1e6 },
    },
  };
}

/**
 * The cores each part used between two snapshots (a process that ended meanwhile is not counted), and how
 * busy the whole machine was, other people's work included (100% = all cores).
 */
function cpuBetween(before, after, seconds) {
  const busy = after.machine.busy - before.machine.busy;
  const total = after.machine.total - before.machine.total;
  const used = (name) =>
    Object.entries(after.processes[name]).reduce(
      (sum, [pid, cpu]) => sum + cpu - (before.processes[name]?.[pid] ?? 0),
      0,
    );
  return {
    machineBusyPercent: round((100 * busy) / Math.max(1, total)),
    coresUsed: Object.fromEntries(
      Object.keys(after.processes).map((name) => [name, round(used(name) / seconds, 2)]),
    ),
  };
}

async function main() {
  const startedAt = new Date();
  loadAtStart = loadavg().map((n) => round(n, 2));
  const t0 = performance.now();
  for (const file of [serverMain, serverCli, join(webDist, "index.html")]) {
    if (!existsSync(file))
      throw new Error(
        `${file} is missing: run \`npx turbo run build --filter=@corp/server --filter=@corp/web\` first`,
      );
  }
  console.log(
    `cluster bench ${RUN}${smoke ? " (smoke)" : ""}: ${SECONDS} s of mixed traffic by ${USERS} clients, then ${THROUGHPUT_SECONDS} s of pages to 3 and to 1`,
  );
  logDir = mkdtempSync(join(tmpdir(), "corpsite-cluster-logs-"));
  const postgres = await startPostgres();
  cleanups.push(() => postgres.stop());
  const s3 = await startS3(`corpsite-bench-${RUN}`);
  cleanups.push(() => s3.stop());
  console.log(
    `PostgreSQL ${postgres.version} on ${postgres.port}, S3 (moto) on ${s3.port}; server logs in ${logDir}`,
  );
  balancer = await startBalancer();
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: postgres.url,
    WEB_DIST: webDist,
    ADMIN_PASSWORD,
    LOGIN_CAPTCHA: "off",
    LOG_LEVEL: "warn",
    SITE_URL: balancer.origin,
    TRUST_PROXY: "1",
    RENDER_THREADS: "1",
    FILE_DELIVERY: "proxy",
    ...s3.settings,
  };
  seed(env);
  servers = await Promise.all(
    SERVER_NAMES.map((name) => startServer(name, env, join(logDir, `server-${name}.log`))),
  );
  for (const server of servers) cleanups.push(() => server.stop());
  await Promise.all(servers.map((s) => s.ready()));
  await balancer.route(servers);
  const setupClient = httpClient();
  const adminHeaders = await prepare(setupClient);
  const setupS = (performance.now() - t0) / 1000;
  console.log(
    `set up in ${round(setupS)} s: ${articles.length} published articles, ${members.length} members, servers ${servers.map((s) => `${s.name} :${s.port}`).join(", ")}, balancer ${balancer.origin}`,
  );

  // The mixed traffic.
  await balancer.resetStats();
  const users = Array.from({ length: USERS }, (_, i) => new VirtualUser(i));
  const parts = { postgres, s3 };
  const mixedCpuBefore = cpuSnapshot(parts);
  phase = "mixed";
  const mixedStart = performance.now();
  const until = mixedStart + SECONDS * 1000;
  const progress = setInterval(() => {
    const requests = Object.values(phases.mixed ?? {}).reduce((sum, k) => sum + k.count, 0);
    console.log(
      `  ${Math.round((performance.now() - mixedStart) / 1000)} s: ${requests} requests, ${serverErrorCount} >= 500, ${refusalCount} refused, ${networkErrorCount} failed; ${edits.length} edits, ${uploads.length} uploads, ${ledgerEntries.length} ledger entries`,
    );
  }, 30_000);
  await Promise.all(users.map((u) => u.run(until)));
  clearInterval(progress);
  const mixedS = (performance.now() - mixedStart) / 1000;
  const mixedCpu = cpuBetween(mixedCpuBefore, cpuSnapshot(parts), mixedS);
  const mixedBalancer = await balancer.stats();
  for (const u of users) u.client.close();

  // Read back what was acknowledged.
  // Edits of a page that visitors are reading, with no other write: a server reads the content versions
  // again only when its memo of them (1 s) runs out, and until then sends the page it stored. The
  // readers ask each server for the article every 50 ms from 1-2 s before the edit until it shows.
  phase = "quiet edits";
  const quietStart = performance.now();
  const reader = httpClient({ localAddress: "127.0.9.1" });
  const editor = new VirtualUser(USERS);
  for (let i = 0; i < QUIET_EDITS; i++) {
    const article = pick(articles);
    let reading = true;
    const readers = servers.map(async (server) => {
      while (reading) {
        await call(reader, "reader", `${server.origin}/article/${article.id}`, { headers: BROWSER });
        await sleep(50);
      }
    });
    await sleep(1000 + Math.random() * 1000);
    await editor.edit(quietEdits, article);
    reading = false;
    await Promise.all(readers);
  }
  reader.close();
  editor.client.close();
  const quietS = (performance.now() - quietStart) / 1000;

  phase = "read back";
  const checksStart = performance.now();
  const readBackStats = await readBack(setupClient, adminHeaders);
  const etags = await Promise.all(
    servers.map(async (s) => (await setupClient.request(`${s.origin}/`, { headers: BROWSER })).headers.etag),
  );
  const checksS = (performance.now() - checksStart) / 1000;

  // Throughput of one fixed page load, 3 processes then 1.
  const loadPaths = [
    "/",
    "/list",
    "/topic",
    "/us/company",
    "/contact",
    "/video",
    ...articles.slice(0, 6).map((a) => `/article/${a.id}`),
  ];
  console.log(
    `throughput: ${THROUGHPUT_CONNECTIONS} connections, ${THROUGHPUT_SECONDS} s each (after ${THROUGHPUT_WARM_UP} s of warm-up)`,
  );
  const three = await throughput(loadPaths, servers, parts);
  console.log(`  3 processes: ${three.requestsPerSecond} req/s, p99 ${three.latencyMs.p99} ms`);
  const one = await throughput(loadPaths, servers.slice(0, 1), parts);
  console.log(`  1 process:   ${one.requestsPerSecond} req/s, p99 ${one.latencyMs.p99} ms`);
  const threeDirect = await throughputDirect(loadPaths, servers, parts);
  console.log(`  3 processes, no balancer: ${threeDirect.requestsPerSecond} req/s`);
  const oneDirect = await throughputDirect(loadPaths, servers.slice(0, 1), parts);
  console.log(`  1 process, no balancer:   ${oneDirect.requestsPerSecond} req/s`);
  setupClient.close();

  const exits = Object.fromEntries(
    servers.map((s) => [s.name, s.child.exitCode === null && s.child.signalCode === null]),
  );
  await cleanup();
  const logs = serverLogs(exits);

  /** How long edits took to show on all three servers (and on each), from their acknowledgement. */
  const visibility = (list) => {
    const times = list.map((e) => e.ms);
    return {
      count: list.length,
      ...Object.fromEntries(
        Object.entries(percentiles(times.filter((ms) => ms !== null))).map(([k, v]) => [`${k}Ms`, v]),
      ),
      over1s: times.filter((ms) => ms === null || ms > EDIT_VISIBLE_MS).length,
      notVisibleWithin15s: times.filter((ms) => ms === null).length,
      perServer: Object.fromEntries(
        SERVER_NAMES.map((name) => [
          name,
          percentiles(list.map((e) => e.perServer[name]).filter((ms) => ms !== null)),
        ]),
      ),
      byServerThatSaved: Object.fromEntries(
        SERVER_NAMES.map((name) => [name, list.filter((e) => e.server === name).length]),
      ),
      slowest: [...list].sort((a, b) => (b.ms ?? Infinity) - (a.ms ?? Infinity)).slice(0, 10),
    };
  };
  const editFigures = visibility(edits);
  const quietFigures = visibility(quietEdits);
  const requests = Object.values(phases.mixed ?? {}).reduce((sum, k) => sum + k.count, 0);
  const byKind = (name) =>
    Object.fromEntries(
      Object.entries(phases[name] ?? {}).map(([kind, k]) => [
        kind,
        { count: k.count, byStatus: k.byStatus, latencyMs: percentiles(k.latencies) },
      ]),
    );
  const checks = {
    "no answer >= 500": { pass: serverErrorCount === 0, value: serverErrorCount },
    "no refused or failed request": {
      pass: refusalCount === 0 && networkErrorCount === 0,
      value: { refused: refusalCount, failed: networkErrorCount },
    },
    "no lost acknowledged write": {
      pass: readBackStats.lost.length === 0 && problems.length === 0,
      value: readBackStats.lost.length + problems.length,
    },
    "every upload served by every server": {
      pass: readBackStats.uploadFailures.length === 0 && uploads.length > 0,
      value: `${readBackStats.uploadFetches - readBackStats.uploadFailures.length}/${readBackStats.uploadFetches} fetches`,
    },
    "every edit visible on every server within 1 s, mixed traffic": {
      pass: editFigures.over1s === 0 && edits.length > 0,
      value: `${edits.length - editFigures.over1s}/${edits.length}`,
    },
    "every edit visible on every server within 1 s, a read page on a quiet site": {
      pass: quietFigures.over1s === 0,
      value: `${quietEdits.length - quietFigures.over1s}/${quietEdits.length}`,
    },
  };
  const pass = Object.values(checks).every((c) => c.pass);
  const result = {
    date: startedAt.toISOString(),
    node: process.version,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGiB: round(totalmem() / 1024 ** 3),
      loadAverageAtStart: loadAtStart,
    },
    setup: {
      servers: SERVER_NAMES.length,
      processDescription:
        "apps/server/dist/main.js x3 (NODE_ENV=production, RENDER_THREADS=1, TRUST_PROXY=1, a DATA_DIR each), one PostgreSQL, one S3 bucket (moto_server, FILE_STORE=s3, FILE_DELIVERY=proxy), a round-robin node:http balancer (bench/cluster/balancer.mjs); all on this machine",
      postgres: postgres.version,
      users: USERS,
      thinkMsMean: THINK_MS,
      mixPercent: MIX,
      members: MEMBERS,
      articlesEdited: articles.length,
      editPollMs: POLL_MS,
    },
    durationsS: {
      setup: round(setupS),
      mixed: round(mixedS),
      quietEdits: round(quietS),
      readBack: round(checksS),
      throughputEach: THROUGHPUT_SECONDS,
      throughputWarmUpEach: THROUGHPUT_WARM_UP,
      total: round((performance.now() - t0) / 1000),
    },
    mixed: {
      requests,
      requestsPerSecond: round(requests / mixedS),
      actions,
      byKind: byKind("mixed"),
      byStatus: statusesOf.mixed ?? {},
      cpu: mixedCpu,
      balancer: {
        byServer: mixedBalancer.byBackend,
        retries: mixedBalancer.retries,
        proxyErrors: mixedBalancer.proxyErrors,
        errorSamples: mixedBalancer.errorSamples,
      },
    },
    errors: {
      status5xx: serverErrorCount,
      serverErrors,
      refused: refusalCount,
      refusals,
      failed: networkErrorCount,
      networkErrors,
      problems,
      serverLog: logs,
    },
    writes: {
      edits: edits.length,
      uploads: uploads.length,
      ledgerEntries: ledgerEntries.length,
      ledgerByField: {
        money: ledgerEntries.filter((e) => e.field === "money").length,
        score: ledgerEntries.filter((e) => e.field === "score").length,
      },
      uploadsByServer: Object.fromEntries(
        SERVER_NAMES.map((name) => [name, uploads.filter((u) => u.server === name).length]),
      ),
      ledgerByServer: Object.fromEntries(
        SERVER_NAMES.map((name) => [name, ledgerEntries.filter((e) => e.server === name).length]),
      ),
      balanceUnits: { money: "fen", score: "points" },
      balances: members.map((m) => ({
        id: m.id,
        money: { acknowledged: m.money.acked, start: m.money.start, end: m.money.end },
        score: { acknowledged: m.score.acked, start: m.score.start, end: m.score.end },
      })),
      unacknowledged,
      storedUnacknowledged: readBackStats.storedUnacknowledged,
      lost: readBackStats.lost,
      revisions: {
        note: `each article's acknowledged titles looked for among its revisions; the server keeps the newest ${REVISIONS_KEPT} of an article (REVISIONS_KEPT, apps/server/src/modules/content/article-revision-log.ts), so older titles are counted as beyond the limit and not looked for`,
        ...readBackStats.revisions,
      },
    },
    otherRequests: {
      setup: { byKind: byKind("setup"), byStatus: statusesOf.setup ?? {} },
      quietEdits: { byKind: byKind("quiet edits"), byStatus: statusesOf["quiet edits"] ?? {} },
      readBack: { byKind: byKind("read back"), byStatus: statusesOf["read back"] ?? {} },
    },
    uploadsEverywhere: {
      uploads: uploads.length,
      fetches: readBackStats.uploadFetches,
      failures: readBackStats.uploadFailures,
    },
    editVisibility: {
      ...editFigures,
      quietSite: {
        note: "edits made one at a time after the mixed traffic, of an article whose page readers ask each server for every 50 ms from 1-2 s before the edit (so each server holds it stored), with no other write: a server then reads the content versions again only when its memo of them (1 s) runs out",
        ...quietFigures,
      },
    },
    etagsAgree: etags.every((tag) => tag && tag === etags[0]),
    throughput: {
      load: {
        paths: loadPaths,
        connections: THROUGHPUT_CONNECTIONS,
        headers: BROWSER,
        generator: "autocannon, through the balancer",
      },
      threeProcesses: three,
      oneProcess: one,
      ratio: round(three.requestsPerSecond / one.requestsPerSecond, 2),
      withoutBalancer: {
        note: "the same load sent straight to the servers (its connections split between them), to see what the balancer costs",
        threeProcesses: threeDirect,
        oneProcess: oneDirect,
        ratio: round(threeDirect.requestsPerSecond / oneDirect.requestsPerSecond, 2),
      },
    },
    checks,
    pass,
  };
  const out = resultsFile("cluster.json");
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

  console.log("");
  console.log(
    `mixed traffic: ${requests} requests in ${round(mixedS)} s (${result.mixed.requestsPerSecond}/s) by ${USERS} clients: ${Object.entries(
      actions,
    )
      .map(([a, n]) => `${a} ${n}`)
      .join(", ")}`,
  );
  console.log(
    `  statuses: ${Object.entries(statusesOf.mixed ?? {})
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ")}`,
  );
  console.log(
    `  machine busy ${mixedCpu.machineBusyPercent}%; cores used: ${Object.entries(mixedCpu.coresUsed)
      .map(([n, c]) => `${n} ${c}`)
      .join(", ")}`,
  );
  console.log(
    `  writes: ${edits.length} edits, ${uploads.length} uploads, ${ledgerEntries.length} ledger entries acknowledged`,
  );
  const revisions = readBackStats.revisions;
  console.log(
    `revisions: ${revisions.found} of ${revisions.acknowledged - revisions.beyondLimit} acknowledged titles found; ${revisions.beyondLimit} older ones (of ${revisions.articlesBeyondLimit} articles) beyond the newest ${REVISIONS_KEPT} the server keeps per article, not looked for`,
  );
  console.log(
    `edit visible on all 3, read page on a quiet site: p50 ${quietFigures.p50Ms} ms, p99 ${quietFigures.p99Ms} ms, max ${quietFigures.maxMs} ms; ${quietFigures.over1s} of ${quietEdits.length} over 1 s`,
  );
  console.log(
    `edit visible on all 3, under load: p50 ${editFigures.p50Ms} ms, p99 ${editFigures.p99Ms} ms, max ${editFigures.maxMs} ms; ${editFigures.over1s} of ${edits.length} over 1 s`,
  );
  console.log(
    `throughput (${THROUGHPUT_CONNECTIONS} connections): 3 processes ${three.requestsPerSecond} req/s (p99 ${three.latencyMs.p99} ms, machine ${three.cpu.machineBusyPercent}% busy), 1 process ${one.requestsPerSecond} req/s (p99 ${one.latencyMs.p99} ms, ${one.cpu.machineBusyPercent}% busy): x${result.throughput.ratio}`,
  );
  const cores = (cpu) =>
    Object.entries(cpu.coresUsed)
      .filter(([, c]) => c >= 0.01)
      .map(([name, c]) => `${name} ${c}`)
      .join(", ");
  console.log(`  cores used, 3 processes: ${cores(three.cpu)}`);
  console.log(`  cores used, 1 process:   ${cores(one.cpu)}`);
  console.log(
    `  without the balancer: 3 processes ${threeDirect.requestsPerSecond} req/s, 1 process ${oneDirect.requestsPerSecond} req/s: x${result.throughput.withoutBalancer.ratio}`,
  );
  console.log(
    `ETags agree across servers: ${result.etagsAgree}; server log errors: ${logs.errorCount}; all servers ran to the end: ${Object.values(exits).every(Boolean)}`,
  );
  for (const [name, check] of Object.entries(checks)) {
    console.log(
      `${check.pass ? "PASS" : "FAIL"} ${name}: ${typeof check.value === "object" ? JSON.stringify(check.value) : check.value}`,
    );
  }
  for (const line of [...readBackStats.lost, ...problems, ...readBackStats.uploadFailures].slice(0, 20))
    console.log(`  ${line}`);
  console.log(`wrote ${smoke ? out : relative(root, out)}`);
  if (pass) rmSync(logDir, { recursive: true, force: true });
  else console.log(`server logs kept in ${logDir}`);
  return pass;
}

main().then(
  (pass) => process.exit(pass ? 0 : 1),
  async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  },
);
