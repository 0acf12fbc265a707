import type { Transaction } from "kysely";
import type { Database } from "../schema.ts";
import { CATEGORIES, type CategoryKey, type Taxonomy, TOPICS, type TopicKey } from "./taxonomy.ts";
import { insertTree, type SeedTree } from "./tree.ts";

type MenuSeed = { title: string; title_en: string; path: string; thumb?: string };

const thumb = (name: string) => `/static/images/menu/${name}.jpg`;

/** The public navigation: three levels deep under 关于我们 › 企业文化. */
function publicMenu({ categories, topics }: Taxonomy): SeedTree<MenuSeed>[] {
  return [
    { title: "首页", title_en: "Home", path: "/", thumb: thumb("home") },
    {
      title: "关于我们",
      title_en: "About Us",
      path: "/us/company",
      thumb: thumb("about"),
      children: [
        { title: "公司简介", title_en: "Company Profile", path: "/us/company" },
        { title: "发展历程", title_en: "History", path: "/us/history" },
        {
          title: "企业文化",
          title_en: "Corporate Culture",
          path: "/us/company#culture",
          children: [
            { title: "使命愿景", title_en: "Mission and Vision", path: "/us/company#mission" },
            { title: "核心价值观", title_en: "Core Values", path: "/us/company#values" },
            { title: "社会责任", title_en: "Social Responsibility", path: "/us/company#responsibility" },
          ],
        },
      ],
    },
    {
      title: "新闻中心",
      title_en: "News",
      path: "/list",
      thumb: thumb("news"),
      children: (Object.keys(CATEGORIES) as CategoryKey[]).map((key) => ({
        title: CATEGORIES[key].name,
        title_en: CATEGORIES[key].name_en,
        path: `/list?cid=${categories[key]}`,
      })),
    },
    {
      title: "专题报道",
      title_en: "Special Reports",
      path: "/topic",
      thumb: thumb("topic"),
      children: (Object.keys(TOPICS) as TopicKey[]).map((key) => ({
        title: TOPICS[key].title,
        title_en: TOPICS[key].title_en,
        path: `/topic?tid=${topics[key]}`,
      })),
    },
    { title: "文章中心", title_en: "Articles", path: "/layout", thumb: thumb("layout") },
    { title: "联系我们", title_en: "Contact Us", path: "/contact", thumb: thumb("contact") },
  ];
}

/** Items without a picture of their own show their parent's in the popup menu. */
function inheritThumbs(items: SeedTree<MenuSeed>[], parentThumb = ""): SeedTree<MenuSeed>[] {
  return items.map((item) => {
    const own = item.thumb ?? parentThumb;
    return { ...item, thumb: own, children: item.children && inheritThumbs(item.children, own) };
  });
}

export async function seedPublicMenu(
  trx: Transaction<Database>,
  now: number,
  taxonomy: Taxonomy,
): Promise<void> {
  await insertTree(inheritThumbs(publicMenu(taxonomy)), async (item, pid, weigh) => {
    const row = await trx
      .insertInto("menu")
      .values({
        pid,
        title: item.title,
        title_en: item.title_en,
        path: item.path,
        thumb: item.thumb ?? "",
        weigh,
        create_time: now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
}
