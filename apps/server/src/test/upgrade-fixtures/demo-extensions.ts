import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ACTION_TITLES } from "@corp/db/seed/admin-rules";
import { designedActions } from "@corp/domain/crud-design/design-collection";
import { type TableDesign, tableDesign } from "@corp/domain/crud-design/design-schema";
import { archiveSchemaOf } from "@corp/domain/crud-design/identifiers";
import { planCreate } from "@corp/domain/crud-design/plan";
import { moduleManifestSchema } from "@corp/domain/module-manifest";
import { seededEnglishTitle } from "@corp/domain/rule-titles";
import yazl from "yazl";
import { runOps } from "../../modules/designer/ddl.ts";
import { runModuleMigrations } from "../../modules/market/module-migrations.ts";
import { at, type Db, FIXTURE_TIME, insertRows, json, type Level, since, times } from "./demo-rows.ts";

const NOTICE_DIR = fileURLToPath(new URL("../../../../../examples/module-notice/", import.meta.url));

async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else found.push(path);
  }
  return found.sort();
}

/** The example notice board's zip, every entry dated the fixture's time so the bytes are the same each run. */
async function noticeZip(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date(FIXTURE_TIME * 1000);
  zip.addBuffer(await readFile(join(NOTICE_DIR, "module.json")), "module.json", { mtime });
  for (const dir of ["public", "server"]) {
    for (const path of await filesUnder(join(NOTICE_DIR, dir))) {
      zip.addBuffer(await readFile(path), relative(NOTICE_DIR, path).split("\\").join("/"), { mtime });
    }
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The notice board installed from the module market (from 0011): its row with the manifest as installed
 * (releases before 0015 knew no `network`), its table made by its migration, its menu rule; from 0019
 * also its zip, the one every server unpacks.
 */
export async function fillModule(db: Db, n: Level): Promise<void> {
  const raw = JSON.parse(await readFile(join(NOTICE_DIR, "module.json"), "utf8"));
  const manifest = moduleManifestSchema.parse(raw);
  const { network, ...withoutNetwork } = manifest;
  const stored = n >= 15 ? { ...withoutNetwork, network } : withoutNetwork;
  const publicFiles = (await filesUnder(join(NOTICE_DIR, "public"))).map((p) =>
    relative(join(NOTICE_DIR, "public"), p).split("\\").join("/"),
  );
  await insertRows(db, "module", [
    {
      uid: manifest.uid,
      title: manifest.title["zh-cn"],
      version: manifest.version,
      state: "enable",
      manifest: json({ manifest: stored, publicFiles }),
      install_time: at(220, 10),
      update_time: at(220, 10),
    },
  ]);
  await db.transaction().execute((trx) => runModuleMigrations(trx, manifest));
  await db
    .updateTable("module_migration")
    .set({ execute_time: at(220, 10) })
    .execute();
  const [entry] = manifest.menu;
  if (!entry) throw new Error("the notice board has a menu entry");
  const url = `/module-assets/${entry.page}`;
  await insertRows(db, "admin_rule", [
    {
      id: 40,
      pid: 0,
      type: "menu",
      title: entry.title["zh-cn"],
      name: `module/${manifest.uid}/${entry.name}`,
      path: `iframe/${encodeURIComponent(url)}`,
      icon: entry.icon,
      menu_type: "iframe",
      url,
      weigh: -100,
      ...times(220, 10),
      ...since(n, 14, { title_en: entry.title.en }),
    },
  ]);
  await insertRows(db, "module_rule", [{ module_uid: manifest.uid, rule_id: 40 }]);
  if (n >= 19) {
    const zip = await noticeZip();
    await insertRows(db, "module_package", [
      {
        uid: manifest.uid,
        stage: "installed",
        version: manifest.version,
        sha256: createHash("sha256").update(zip).digest("hex"),
        zip,
        create_time: at(220, 10),
      },
    ]);
  }
}

/** The table the CRUD designer made (from 0012): a product list of five field types. */
export const DEMO_DESIGN: TableDesign = tableDesign.parse({
  name: "demo_product",
  title: "产品目录",
  titleEn: "Product catalogue",
  quickSearch: ["id", "name"],
  fields: [
    { key: "k1", name: "name", type: "string", title: "名称", length: 100, form: { required: true } },
    { key: "k2", name: "stock", type: "number", title: "库存", index: "index" },
    { key: "k3", name: "on_sale", type: "switch", title: "在售", default: 1 },
    {
      key: "k4",
      name: "grade",
      type: "radio",
      title: "等级",
      options: [
        { value: "a", label: "一等" },
        { value: "b", label: "二等" },
      ],
    },
    { key: "k5", name: "launch_time", type: "datetime", title: "上市时间", nullable: true },
  ],
});

export const DEMO_PRODUCTS = [
  { id: 1, name: "CX-G100 工业网关", stock: 120, on_sale: 1, grade: "a", launch_time: at(30, 10) },
  { id: 2, name: "CX-E200 边缘服务器", stock: 15, on_sale: 1, grade: "a", launch_time: at(90, 10) },
  { id: 3, name: "CX-S10 传感器套件", stock: 0, on_sale: 0, grade: "b", launch_time: null },
];

/** The designed table as the designer's generate left it: log, registry, migration, table, rules. */
export async function fillDesignedTable(db: Db, n: Level): Promise<void> {
  const design = DEMO_DESIGN;
  const { fields, ...table } = design;
  const day = 240;
  await insertRows(db, "crud_log", [
    {
      id: 1,
      table_name: design.name,
      comment: design.title,
      table: json(table),
      fields: json(fields),
      sync: 1,
      status: "success",
      connection: "default",
      create_time: at(day, 10),
      table_id: null,
    },
  ]);
  await insertRows(db, "crud_table", [
    {
      id: 1,
      name: design.name,
      status: "active",
      design: json(design),
      log_id: 1,
      archive_schema: "",
      ...times(day, 10),
    },
  ]);
  await db.updateTable("crud_log").set({ table_id: 1 }).where("id", "=", 1).execute();
  const plan = planCreate(design, archiveSchemaOf(1));
  await runOps(db, design.name, plan.up);
  await insertRows(db, "crud_migration", [
    {
      id: 1,
      table_id: 1,
      name: "create",
      up: json(plan.up),
      down: json(plan.down),
      before_log_id: null,
      log_id: 1,
      status: "applied",
      admin_id: 1,
      create_time: at(day, 10),
      revert_time: null,
    },
  ]);
  await insertRows(
    db,
    `designed.${design.name}`,
    DEMO_PRODUCTS.map((p) => ({ ...p, ...times(day + p.id, 14) })),
  );
  const rule = (
    id: number,
    pid: number,
    type: string,
    name: string,
    title: string,
    titleEn: string | null,
  ) => ({
    id,
    pid,
    type,
    title,
    name,
    path: type === "button" ? "" : name,
    icon: type === "menu_dir" ? "fa fa-database" : type === "menu" ? design.icon : "",
    menu_type: type === "menu" ? "tab" : null,
    component: type === "menu" ? name : "",
    keepalive: type === "menu" ? 1 : 0,
    ...times(day, 10),
    ...since(n, 14, { title_en: titleEn }),
  });
  const page = `designed/${design.name}`;
  await insertRows(db, "admin_rule", [
    rule(41, 0, "menu_dir", "designed", "自定义数据", seededEnglishTitle("designed")),
    rule(42, 41, "menu", page, design.title, design.titleEn),
    ...designedActions(design).map((action, i) =>
      rule(43 + i, 42, "button", `${page}/${action}`, ACTION_TITLES[action], null),
    ),
  ]);
  await insertRows(db, "security_data_recycle", [
    {
      id: 4,
      name: design.title,
      controller: page,
      controller_as: page,
      data_table: `designed.${design.name}`,
      primary_key: "id",
      status: "enable",
      ...times(day, 10),
    },
  ]);
}
