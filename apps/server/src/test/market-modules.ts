import { packNoticeModule } from "../../../../examples/module-notice/pack.mjs";

/**
 * Modules a test market sells, made from the example notice board (examples/module-notice): the board
 * itself, and the same board under another id, title and version, as a second product would be. Used
 * by the server's tests and the browser tests alike, so it imports nothing of the server.
 */

export type Title = { "zh-cn": string; en: string };

const TEXT_FILE = /\.(?:html|js|mjs|css|svg)$/;

type Manifest = {
  uid: string;
  title: Title;
  version: string;
  routes: string[];
  migrations: { name: string; createTable: { name: string; columns: unknown[]; rows: unknown[] } }[];
  menu: { name: string; title: Title; page: string; buttons?: { name: string; title: Title }[] }[];
};

/**
 * The notice board as module `uid`: its route `/<uid>`, its files under `<uid>/`, its table
 * `mod_<uid>_item`, its title and version on its admin page. From version 1.1.0 on it also has a tag
 * table and a "publish" button, as a newer release of a product would.
 */
export function packBoardModule(uid: string, title: Title, version: string): Promise<Buffer> {
  const rename = (text: string) =>
    text
      .replaceAll("/module-assets/notice/", `/module-assets/${uid}/`)
      .replaceAll("/api/module/notice/", `/api/module/${uid}/`)
      .replaceAll("mod_notice_item", `mod_${uid}_item`)
      .replaceAll('"/notice"', `"/${uid}"`)
      .replaceAll("<h1>公告栏 · Notice board</h1>", `<h1>${title["zh-cn"]} · ${title.en} · v${version}</h1>`);
  const newer = version !== "1.0.0";
  return packNoticeModule((raw, files) => {
    const manifest = raw as unknown as Manifest;
    const migrations = manifest.migrations.map((step) => ({
      ...step,
      name: step.name.replace("notice", uid),
      createTable: { ...step.createTable, name: `mod_${uid}_item` },
    }));
    if (newer) {
      migrations.push({
        name: `0002_${uid}_tag`,
        createTable: {
          name: `mod_${uid}_tag`,
          columns: [
            { name: "id", type: "serial", primaryKey: true },
            { name: "name", type: "varchar", length: 30, notNull: true },
          ],
          rows: [{ name: "新版本 New" }],
        },
      });
    }
    const renamed = new Map<string, Buffer>();
    for (const [name, bytes] of files) {
      const path = name.replace(/^public\/notice\//, `public/${uid}/`);
      renamed.set(path, TEXT_FILE.test(name) ? Buffer.from(rename(bytes.toString("utf8"))) : bytes);
    }
    return {
      manifest: {
        ...manifest,
        uid,
        title,
        version,
        description: `${title.en} ${version}`,
        routes: [`/${uid}`],
        migrations,
        menu: manifest.menu.map((entry) => ({
          ...entry,
          title: newer ? { "zh-cn": `${title["zh-cn"]}（新版）`, en: `${title.en} (new)` } : title,
          page: `${uid}/admin.html`,
          buttons: newer ? [{ name: "publish", title: { "zh-cn": "发布", en: "Publish" } }] : [],
        })),
      },
      files: renamed,
    };
  });
}

/** The paid module of the test market: "Notice board Pro", 9.90 yuan. */
export const PRO = {
  uid: "noticepro",
  title: { "zh-cn": "公告栏专业版", en: "Notice board Pro" },
  price: 990,
} as const;

/** A second paid module a test publishes when it needs one: "Notice board Plus", 5 yuan. */
export const PLUS = {
  uid: "noticeplus",
  title: { "zh-cn": "公告栏加强版", en: "Notice board Plus" },
  price: 500,
} as const;

/** Puts "Notice board Plus" 1.0.0 into a test market's catalogue. */
export async function publishPlus(market: { publish(listing: PublishedBoard): void }): Promise<void> {
  market.publish({ ...PLUS, version: "1.0.0", zip: await packBoardModule(PLUS.uid, PLUS.title, "1.0.0") });
}

type PublishedBoard = { uid: string; title: Title; version: string; price: number; zip: Buffer };
