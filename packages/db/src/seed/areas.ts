import type { Transaction } from "kysely";
import type { Database } from "../schema.ts";
import { insertTree, type SeedTree } from "./tree.ts";

type AreaSeed = {
  name: string;
  shortname: string;
  pinyin: string;
  code?: string;
  zip?: string;
  lng: string;
  lat: string;
};

const a = (
  name: string,
  shortname: string,
  pinyin: string,
  lng: string,
  lat: string,
  extra = {},
): AreaSeed => ({
  name,
  shortname,
  pinyin,
  lng,
  lat,
  ...extra,
});

/**
 * A sample of the region tree (province › city › district) around the demo company's offices, enough for
 * the region pickers to work; a full national list is imported separately when a site needs it.
 */
const AREAS: SeedTree<AreaSeed>[] = [
  {
    ...a("江苏省", "江苏", "jiangsu", "118.767413", "32.041544"),
    children: [
      {
        ...a("苏州市", "苏州", "suzhou", "120.619585", "31.299379", { code: "0512", zip: "215000" }),
        children: [
          a("姑苏区", "姑苏", "gusu", "120.622249", "31.311414", { code: "0512", zip: "215031" }),
          a("虎丘区", "虎丘", "huqiu", "120.566833", "31.294845", { code: "0512", zip: "215004" }),
          a("吴中区", "吴中", "wuzhong", "120.624621", "31.270839", { code: "0512", zip: "215128" }),
          a("相城区", "相城", "xiangcheng", "120.618956", "31.396684", { code: "0512", zip: "215131" }),
          a("吴江区", "吴江", "wujiang", "120.641601", "31.160404", { code: "0512", zip: "215200" }),
          a("苏州工业园区", "工业园区", "gongyeyuanqu", "120.723343", "31.324022", {
            code: "0512",
            zip: "215021",
          }),
        ],
      },
      {
        ...a("南京市", "南京", "nanjing", "118.767413", "32.041544", { code: "025", zip: "210000" }),
        children: [
          a("玄武区", "玄武", "xuanwu", "118.792199", "32.050678", { code: "025", zip: "210018" }),
          a("鼓楼区", "鼓楼", "gulou", "118.769739", "32.066966", { code: "025", zip: "210009" }),
        ],
      },
    ],
  },
  {
    ...a("广东省", "广东", "guangdong", "113.280637", "23.125178"),
    children: [
      {
        ...a("深圳市", "深圳", "shenzhen", "114.085947", "22.547", { code: "0755", zip: "518000" }),
        children: [
          a("福田区", "福田", "futian", "114.05096", "22.541009", { code: "0755", zip: "518048" }),
          a("南山区", "南山", "nanshan", "113.92943", "22.531221", { code: "0755", zip: "518051" }),
          a("宝安区", "宝安", "baoan", "113.828671", "22.754741", { code: "0755", zip: "518101" }),
        ],
      },
      {
        ...a("广州市", "广州", "guangzhou", "113.280637", "23.125178", { code: "020", zip: "510000" }),
        children: [a("天河区", "天河", "tianhe", "113.335367", "23.13559", { code: "020", zip: "510630" })],
      },
    ],
  },
  {
    ...a("上海市", "上海", "shanghai", "121.472644", "31.231706"),
    children: [
      {
        ...a("上海市", "上海", "shanghai", "121.472644", "31.231706", { code: "021", zip: "200000" }),
        children: [
          a("浦东新区", "浦东", "pudong", "121.567706", "31.245944", { code: "021", zip: "200135" }),
          a("徐汇区", "徐汇", "xuhui", "121.43752", "31.179973", { code: "021", zip: "200030" }),
        ],
      },
    ],
  },
  {
    ...a("陕西省", "陕西", "shaanxi", "108.948024", "34.263161"),
    children: [
      {
        ...a("西安市", "西安", "xian", "108.948024", "34.263161", { code: "029", zip: "710000" }),
        children: [a("雁塔区", "雁塔", "yanta", "108.926593", "34.213389", { code: "029", zip: "710061" })],
      },
    ],
  },
];

export async function seedAreas(trx: Transaction<Database>): Promise<void> {
  const names = new Map<number, string>();
  const levels = new Map<number, 1 | 2 | 3>();
  await insertTree(AREAS, async (area, pid) => {
    const level = pid === 0 ? 1 : levels.get(pid) === 1 ? 2 : 3;
    const mergename = pid === 0 ? area.name : `${names.get(pid) ?? ""},${area.name}`;
    const row = await trx
      .insertInto("area")
      .values({
        pid,
        name: area.name,
        shortname: area.shortname,
        mergename,
        level,
        pinyin: area.pinyin,
        first: area.pinyin.charAt(0).toUpperCase(),
        code: area.code ?? "",
        zip: area.zip ?? "",
        lng: area.lng,
        lat: area.lat,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    names.set(row.id, mergename);
    levels.set(row.id, level);
    return row.id;
  });
}
