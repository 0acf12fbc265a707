import { articleSearchVectors } from "@corp/db/search-vector";
import { tableDesign } from "@corp/domain/crud-design/design-schema";
import { productDraft } from "@corp/domain/crud-design/test-designs";
import { sql } from "kysely";
import sharp from "sharp";
import { hashPassword } from "../auth/password.ts";
import { nowSeconds } from "../envelope.ts";
import { superCaller } from "./admin-caller.ts";
import { packBoardModule } from "./market-modules.ts";
import { moduleAdmin } from "./module-admin.ts";
import { multipartFile } from "./multipart.ts";
import { loginAdmin, type TestApp } from "./test-app.ts";

/**
 * Text no encoding may bend: spaces around it, quotes, backslashes, line breaks, tabs, CJK, an emoji,
 * U+2028, a lone `\x`.
 */
export const AWKWARD_TEXT = ` 引号 "双" '单' \\ 反斜杠 \\x00 \n换行\r\n\t制表 😀 \u2028 end\n`;

/**
 * Fills a seeded demo site (a TestApp whose DATA_DIR is a folder of the test's) with what a backup must
 * carry beyond the seed: members with both ledgers, an article of awkward text, an upload, an installed
 * module (its zip as bytea, its table and rules), and a designed table with rows (the designer's
 * registry and log reference each other: a cycle of foreign keys). Returns the ids a test may check.
 */
export async function fillSite(t: TestApp): Promise<{ memberId: number; uploadKey: string }> {
  const db = t.services.db;
  const now = nowSeconds();
  const group = await db.selectFrom("user_group").select("id").executeTakeFirstOrThrow();
  const member = await db
    .insertInto("user")
    .values({
      group_id: group.id,
      username: "backup_member",
      nickname: AWKWARD_TEXT.slice(0, 40),
      password: await hashPassword("member-Pass1"),
      money: 0,
      score: 0,
      last_login_time: null,
      join_time: now,
      birthday: "1990-02-28",
      create_time: now,
      update_time: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [money, memo] of [
    [50_000, "充值 top-up"],
    [-1_250, AWKWARD_TEXT.slice(0, 60)],
    [9_007_199_254_000_000, "a balance past 2^32"],
  ] as const) {
    await db.insertInto("user_money_log").values({ user_id: member.id, money, memo }).execute();
  }
  await db.insertInto("user_score_log").values({ user_id: member.id, score: 30, memo: "签到" }).execute();

  const content = `<p>${AWKWARD_TEXT}</p>`;
  await db
    .insertInto("article")
    .values({
      category_id: 1,
      title: "备份的文章 backup",
      title_en: "Backed-up article",
      summary: AWKWARD_TEXT,
      summary_en: AWKWARD_TEXT,
      content,
      content_en: content,
      status: "published",
      publish_time: now - 60,
      ...articleSearchVectors(
        { title: "备份的文章 backup", summary: AWKWARD_TEXT, content },
        { title: "Backed-up article", summary: AWKWARD_TEXT, content },
      ),
    })
    .execute();

  const token = (await loginAdmin(t.app)).token;
  const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: "#a50" } })
    .png()
    .toBuffer();
  const body = multipartFile("图.png", png, "image/png");
  const upload = await t.app.inject({
    method: "POST",
    url: "/admin/ajax/upload",
    payload: body.payload,
    headers: { ...body.headers, batoken: token },
  });
  const url: string = upload.json().data.file.url;

  const modules = moduleAdmin(t, token);
  const zip = await packBoardModule("board", { "zh-cn": "公告栏", en: "Board" }, "1.1.0");
  const uploaded = await modules.upload(zip);
  if (uploaded.code !== 1) throw new Error(`module upload: ${uploaded.msg}`);
  const installed = await modules.post("/admin/module/install", { uid: "board" });
  if (installed.code !== 1) throw new Error(`module install: ${installed.msg}`);

  const admin = await superCaller(t);
  await admin.crud.crud.generate({ design: tableDesign.parse(productDraft), baseLogId: null });
  await admin.designed.add({
    table: "demo_product",
    row: { name: "Teapot 茶壶", stock: 5, on_sale: 1, grade: "a", launch_time: 1_700_000_000 },
  });
  await admin.designed.add({ table: "demo_product", row: { name: AWKWARD_TEXT.slice(0, 30), stock: 0 } });
  await addTypesTable(t);
  return { memberId: member.id, uploadKey: url.replace("/storage/", "") };
}

/**
 * A table of the types no product table has yet, as a module could make (`mod_*`): each value one a
 * careless encoding would bend (a JS number, a Date, parsed JSON), and a row of nulls.
 */
async function addTypesTable(t: TestApp): Promise<void> {
  const db = t.services.db;
  await sql`create table mod_backup_types (
    id serial primary key, at timestamptz, wall timestamp, day date, span interval, plain json, doc jsonb,
    bytes bytea, exact numeric, big bigint, ratio double precision, words text[], note text
  )`.execute(db);
  await sql`insert into mod_backup_types
    (at, wall, day, span, plain, doc, bytes, exact, big, ratio, words, note)
    values (${"2024-02-29 23:59:59.123456+08"}, ${"1999-12-31 23:59:59.999999"}, ${"2000-02-29"},
      ${"1 year 2 mons 3 days 04:05:06.789"}, ${'{ "b" : 1,  "a":[1, 2.50] }'},
      ${'{"emoji": "😀", "deep": {"x": null, "n": 12345678901234567890}}'}, ${Buffer.from([0, 255, 0x5c, 0x27])},
      ${"12345678901234567890.123456789"}, ${"9223372036854775807"}, ${"0.1"}, ${'{"a,b","c\\"d",NULL}'},
      ${AWKWARD_TEXT})`.execute(db);
  await sql`insert into mod_backup_types default values`.execute(db);
}
