// The volume bench's site: a seeded database (`cli.js seed`: the demo company, its admin and settings)
// filled with a company's years of content and members, the same rows for the same seed. Rows are
// written as the product writes them: articles with both search vectors computed by the product's own
// articleSearchVectors from texts its sanitiser keeps as they are, pictures as attachment rows with
// upload keys, members with a password hash from the product's hashPassword, and ledgers whose every
// row's `before` and `after` follow from the member's earlier rows and end at the member's balance (what
// the ledger triggers compute; they are switched off for the load and the balances checked after).
// Multi-row INSERTs of a few hundred rows (pg-copy-streams is no dependency), table by table in a
// transaction; the tables' statement triggers (cache versions) fire as for any insert.
// Run under tsx (`node --import tsx`): it imports the product's TypeScript.
import { articleSearchVectors, englishTexts } from "@corp/db/search-vector";
import { sql } from "kysely";
import { hashPassword } from "../../apps/server/src/auth/password.ts";
import { seededRandom } from "./random.mjs";
import { articleTags, articleTexts, shortChinese, shortEnglish } from "./text.mjs";

/** The volumes of issue 49 beside the articles; `--smoke` takes a small share of each. */
export const FULL_VOLUMES = {
  members: 50_000,
  ledgerRows: 1_000_000,
  attachments: 20_000,
  leads: 5_000,
  adminLogs: 50_000,
};

const TOP_CATEGORIES = 6;
const SUBCATEGORIES = 4;
const TOPICS = 20;
/** The content spans ten years before this moment (a fixed one: the rows do not depend on the day). */
const NOW = Date.UTC(2026, 0, 1) / 1000;
const TEN_YEARS = 10 * 365 * 86_400;

/** Rows a multi-row INSERT carries: under PostgreSQL's 65,535 parameters for the widest row here. */
const BATCH = 400;

async function insertRows(trx, table, rows) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
  return rows.length;
}

/** Inserts what `make(i)` gives for i in [0, count), a batch at a time (no more in memory than one). */
async function insertMade(trx, table, count, make) {
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) rows.push(make(i));
    await trx.insertInto(table).values(rows).execute();
  }
  return count;
}

const firstId = async (trx, table) =>
  Number((await trx.selectFrom(table).select(sql`coalesce(max(id), 0)`.as("id")).executeTakeFirst()).id) + 1;

async function categoriesAndTopics(trx, random) {
  const ids = [];
  for (let top = 0; top < TOP_CATEGORIES; top++) {
    const parent = await trx
      .insertInto("category")
      .values({
        pid: 0,
        name: shortChinese(random, 1).slice(0, 8),
        name_en: shortEnglish(random, 2),
        weigh: top,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const children = [];
    for (let sub = 0; sub < SUBCATEGORIES; sub++)
      children.push({
        pid: parent.id,
        name: shortChinese(random, 1).slice(0, 8),
        name_en: shortEnglish(random, 2),
        weigh: sub,
      });
    const rows = await trx.insertInto("category").values(children).returning("id").execute();
    ids.push(parent.id, ...rows.map((r) => r.id));
  }
  const topics = [];
  for (let i = 0; i < TOPICS; i++)
    topics.push({
      title: shortChinese(random, 1).slice(0, 20),
      title_en: shortEnglish(random, 3),
      summary: shortChinese(random, 2),
      summary_en: shortEnglish(random, 10),
    });
  const topicIds = (await trx.insertInto("topic").values(topics).returning("id").execute()).map((r) => r.id);
  return { categoryIds: ids, topicIds };
}

function attachmentRow(random, i, adminId) {
  const time =
    NOW - TEN_YEARS + Math.floor((i / FULL_VOLUMES.attachments) * TEN_YEARS) + random.int(0, 86_400);
  const day = new Date(time * 1000).toISOString().slice(0, 10).replaceAll("-", "");
  const sha1 = random.hex(40);
  const [suffix, mimetype] = random.chance(0.7) ? ["jpg", "image/jpeg"] : ["png", "image/png"];
  return {
    topic: "default",
    admin_id: adminId,
    user_id: null,
    url: `/storage/${day}/${sha1}.${suffix}`,
    width: random.pick([640, 800, 1200, 1920]),
    height: random.pick([360, 450, 675, 1080]),
    name: `${shortEnglish(random, 2).replaceAll(" ", "-").toLowerCase()}.${suffix}`,
    size: random.int(20_000, 900_000),
    mimetype,
    quote: 1,
    storage: "local",
    sha1,
    create_time: time,
    last_upload_time: time,
  };
}

function articleRow(random, i, count, { categoryIds, topicIds, pictures }) {
  const texts = articleTexts(random, pictures);
  const time = NOW - TEN_YEARS + Math.floor((i / count) * TEN_YEARS) + random.int(0, 3600);
  const published = random.chance(0.95);
  return {
    // Most articles sit in a subcategory, a few in a top one.
    category_id: random.pick(categoryIds),
    topic_id: random.chance(0.1) ? random.pick(topicIds) : null,
    ...texts,
    image: random.chance(0.8) ? random.pick(pictures) : "",
    source: random.chance(0.3) ? shortChinese(random, 1).slice(0, 20) : "",
    author: random.chance(0.6) ? shortChinese(random, 1).slice(0, 6) : "",
    tags: JSON.stringify(articleTags(random)),
    views: random.int(0, 5000),
    status: published ? "published" : "draft",
    publish_time: published ? time : null,
    weigh: 0,
    create_time: time,
    update_time: time + random.int(0, 86_400),
    ...articleSearchVectors(texts, englishTexts(texts)),
  };
}

function memberRow(random, i, groupId, passwordHash) {
  const joined = NOW - TEN_YEARS + Math.floor((i / FULL_VOLUMES.members) * TEN_YEARS);
  return {
    group_id: groupId,
    username: `member${String(i + 1).padStart(6, "0")}`,
    nickname: shortChinese(random, 1).slice(0, 10),
    email: random.chance(0.7) ? `member${i + 1}@example.com` : "",
    mobile: random.chance(0.5) ? `13${String(100_000_000 + i).padStart(9, "0")}` : "",
    gender: random.int(0, 2),
    last_login_time: joined + random.int(0, TEN_YEARS / 10),
    last_login_ip: `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
    join_ip: `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
    join_time: joined,
    password: passwordHash,
    status: random.chance(0.97) ? "enable" : "disable",
    create_time: joined,
    update_time: joined,
  };
}

/**
 * The ledgers of `members` (ids from `firstMember`), `rows` in all, half money (fen) and half score, in
 * rounds so members' entries interleave as they happen; each member's running balance never goes below
 * zero. Inserts them and answers each member's final balances.
 */
async function ledgers(trx, random, firstMember, members, rows) {
  const money = new Array(members).fill(0);
  const score = new Array(members).fill(0);
  const perMember = Math.floor(rows / members);
  let extra = rows - perMember * members;
  const counts = Array.from({ length: members }, () => perMember + (extra-- > 0 ? 1 : 0));
  const rounds = Math.max(...counts);
  const pending = { user_money_log: [], user_score_log: [] };
  const flush = async (table, all) => {
    if (pending[table].length >= BATCH || (all && pending[table].length > 0)) {
      await insertRows(trx, table, pending[table]);
      pending[table] = [];
    }
  };
  for (let round = 0; round < rounds; round++) {
    const time = NOW - TEN_YEARS + Math.floor(((round + 0.5) / rounds) * TEN_YEARS);
    for (let m = 0; m < members; m++) {
      if (round >= counts[m]) continue;
      const isMoney = round % 2 === 0;
      const balances = isMoney ? money : score;
      const before = balances[m];
      let change = isMoney ? random.int(1, 500) * 100 : random.int(1, 50);
      if (before > 0 && random.chance(0.35)) change = -random.int(1, before);
      balances[m] = before + change;
      const table = isMoney ? "user_money_log" : "user_score_log";
      pending[table].push({
        user_id: firstMember + m,
        [isMoney ? "money" : "score"]: change,
        before,
        after: before + change,
        memo: change > 0 ? (isMoney ? "充值" : "签到") : isMoney ? "消费" : "兑换",
        create_time: time + random.int(0, 3600),
        admin_id: null,
      });
      await flush(table, false);
    }
  }
  await flush("user_money_log", true);
  await flush("user_score_log", true);
  return { money, score };
}

function leadRow(random, i) {
  const time = NOW - TEN_YEARS + Math.floor((i / FULL_VOLUMES.leads) * TEN_YEARS);
  return {
    status: random.pick(["new", "new", "handled", "handled", "spam"]),
    name: shortChinese(random, 1).slice(0, 6),
    mobile: `139${String(10_000_000 + i).padStart(8, "0")}`,
    email: random.chance(0.6) ? `lead${i + 1}@example.com` : "",
    company: `${shortChinese(random, 1).slice(0, 10)}有限公司`,
    subject: shortChinese(random, 1).slice(0, 30),
    message: shortChinese(random, random.int(1, 4)).slice(0, 500),
    consent: 1,
    page: `/article/${random.int(1, 1000)}`,
    ip: `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
    useragent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
    submit_key: random.hex(32),
    create_time: time,
    update_time: time,
  };
}

const ADMIN_ACTIONS = [
  ["/admin/content.Article/edit", "文章管理-编辑"],
  ["/admin/content.Article/add", "文章管理-添加"],
  ["/admin/user.User/edit", "会员管理-编辑"],
  ["/admin/routine.Config/edit", "系统配置-编辑"],
  ["/admin/index/login", "登录"],
];

function adminLogRow(random, i, admin) {
  const [url, title] = random.pick(ADMIN_ACTIONS);
  return {
    admin_id: admin.id,
    username: admin.username,
    url: `${url}?id=${random.int(1, 1000)}`,
    title,
    data: JSON.stringify({ id: random.int(1, 1000), title: shortChinese(random, 1) }),
    ip: `10.0.${random.int(0, 255)}.${random.int(1, 254)}`,
    useragent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)",
    create_time: NOW - TEN_YEARS + Math.floor((i / FULL_VOLUMES.adminLogs) * TEN_YEARS),
  };
}

/** Each member's last ledger rows end at the stored balance, and no row's `after` differs from `before + change`. */
async function checkLedgers(db) {
  for (const [table, column] of [
    ["user_money_log", "money"],
    ["user_score_log", "score"],
  ]) {
    const { wrong } = await sql`
      select count(*)::int as wrong from "user" u
      left join lateral (select l."after" from ${sql.table(table)} l where l.user_id = u.id order by l.id desc limit 1) last on true
      left join lateral (select coalesce(sum(l.${sql.ref(column)}), 0) as total from ${sql.table(table)} l where l.user_id = u.id) s on true
      where coalesce(last."after", 0) <> u.${sql.ref(column)} or s.total <> u.${sql.ref(column)}`
      .execute(db)
      .then((r) => r.rows[0]);
    if (wrong > 0) throw new Error(`${table}: ${wrong} members' rows do not add up to their ${column}`);
  }
}

/**
 * Fills a seeded database (a Kysely handle) with `articles` articles and the other volumes (`volumes`,
 * FULL_VOLUMES by default), from `seed`. Answers the rows written per table, the seconds it took and the
 * rows per second.
 */
export async function generateSite(db, { articles, seed = 49, volumes = FULL_VOLUMES }) {
  const random = seededRandom(seed);
  const started = performance.now();
  const counts = {};
  const admin = await db
    .selectFrom("admin")
    .select(["id", "username"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const group = await db.selectFrom("user_group").select("id").orderBy("id").executeTakeFirstOrThrow();
  const passwordHash = await hashPassword("Member-Pass-49");

  await db.transaction().execute(async (trx) => {
    const firstAttachment = await firstId(trx, "attachment");
    counts.attachment = await insertMade(trx, "attachment", volumes.attachments, (i) =>
      attachmentRow(random, i, admin.id),
    );
    const pictures = (
      await trx
        .selectFrom("attachment")
        .select("url")
        .where("id", ">=", firstAttachment)
        .orderBy("id")
        .execute()
    ).map((r) => r.url);
    const tree = await categoriesAndTopics(trx, random);
    counts.category = tree.categoryIds.length;
    counts.topic = tree.topicIds.length;
    counts.article = await insertMade(trx, "article", articles, (i) =>
      articleRow(random, i, articles, { ...tree, pictures }),
    );
  });

  await db.transaction().execute(async (trx) => {
    const firstMember = await firstId(trx, "user");
    counts.user = await insertMade(trx, "user", volumes.members, (i) =>
      memberRow(random, i, group.id, passwordHash),
    );
    await sql`alter table user_money_log disable trigger user_money_log_apply`.execute(trx);
    await sql`alter table user_score_log disable trigger user_score_log_apply`.execute(trx);
    const balances = await ledgers(trx, random, firstMember, volumes.members, volumes.ledgerRows);
    await sql`alter table user_money_log enable trigger user_money_log_apply`.execute(trx);
    await sql`alter table user_score_log enable trigger user_score_log_apply`.execute(trx);
    counts.user_money_log = Math.ceil(volumes.ledgerRows / 2);
    counts.user_score_log = Math.floor(volumes.ledgerRows / 2);
    // The balances as the ledger triggers would have left them; set the way they set them (one level deep).
    await sql`alter table "user" disable trigger user_balance_guard`.execute(trx);
    for (let i = 0; i < volumes.members; i += BATCH) {
      const values = [];
      for (let m = i; m < Math.min(volumes.members, i + BATCH); m++)
        values.push(
          sql`(${firstMember + m}::int, ${balances.money[m]}::bigint, ${balances.score[m]}::bigint)`,
        );
      await sql`update "user" u set money = v.money, score = v.score
        from (values ${sql.join(values)}) as v(id, money, score) where u.id = v.id`.execute(trx);
    }
    await sql`alter table "user" enable trigger user_balance_guard`.execute(trx);
  });

  await db.transaction().execute(async (trx) => {
    counts.lead = await insertMade(trx, "lead", volumes.leads, (i) => leadRow(random, i));
    counts.admin_log = await insertMade(trx, "admin_log", volumes.adminLogs, (i) =>
      adminLogRow(random, i, admin),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);

  await checkLedgers(db);
  return { counts, rows, seconds, rowsPerSecond: Math.round(rows / seconds) };
}
