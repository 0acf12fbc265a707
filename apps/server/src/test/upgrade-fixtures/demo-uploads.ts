import { at, type Db, insertRows } from "./demo-rows.ts";

type Uploader = { admin?: number; user?: number };

/** Uploads (the files are in the store, the database keeps one row each) and a few regions. */
export async function fillUploads(db: Db) {
  const files: [Uploader, string, string, string, number, number][] = [
    [{ user: 1 }, "/storage/20250301/0b7c2d1e-avatar.png", "avatar.png", "image/png", 48_210, 54],
    [{ admin: 1 }, "/storage/20250310/5f1e-banner.jpg", "banner-gateway.jpg", "image/jpeg", 312_004, 63],
    [{ admin: 2 }, "/storage/20250412/9a0c-brochure.pdf", "产品手册.pdf", "application/pdf", 2_480_112, 96],
    [{ admin: 2 }, "/storage/20250601/77de-demo.mp4", "gateway-demo.mp4", "video/mp4", 9_812_440, 146],
  ];
  await insertRows(
    db,
    "attachment",
    files.map(([by, url, name, mimetype, size, day], i) => {
      const image = mimetype.startsWith("image/");
      return {
        id: i + 1,
        topic: by.user ? "avatar" : "default",
        admin_id: by.admin ?? null,
        user_id: by.user ?? null,
        url,
        width: image ? 800 : 0,
        height: image ? 600 : 0,
        name,
        size,
        mimetype,
        // The banner was uploaded three times; the row is shared.
        quote: i === 1 ? 3 : 1,
        storage: "local",
        sha1: `${i + 1}`.repeat(40),
        create_time: at(day, 16),
        last_upload_time: at(i === 1 ? day + 40 : day, 16),
      };
    }),
  );
  const areas: [
    number,
    string,
    string,
    string,
    number,
    string,
    string,
    string,
    string | null,
    string | null,
  ][] = [
    [0, "江苏", "江苏省", "中国,江苏省", 1, "jiangsu", "320000", "", "118.762950", "32.060875"],
    [1, "苏州", "苏州市", "中国,江苏省,苏州市", 2, "suzhou", "320500", "215000", "120.585316", "31.298886"],
    [2, "姑苏", "姑苏区", "中国,江苏省,苏州市,姑苏区", 3, "gusu", "320508", "215000", null, null],
  ];
  await insertRows(
    db,
    "area",
    areas.map(([pid, shortname, name, mergename, level, pinyin, code, zip, lng, lat], i) => ({
      id: i + 1,
      pid,
      shortname,
      name,
      mergename,
      level,
      pinyin,
      code,
      zip,
      first: pinyin.slice(0, 1).toUpperCase(),
      lng,
      lat,
    })),
  );
}
