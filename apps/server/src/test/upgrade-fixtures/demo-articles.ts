import { sanitizeRichHtml } from "@corp/db/rich-html";
import { articleSearchVector } from "@corp/db/search-vector";
import { at, type Db, insertRows, json, type Level, since, times } from "./demo-rows.ts";

/** Articles of the demo site: index 6 a draft, index 7 one whose body a release before 0007 kept unsanitised. */
export const DEMO_ARTICLES = [
  {
    title: "澄芯科技发布新一代工业网关",
    category: 1,
    topic: 1,
    summary: "支持 5G 与边缘计算的工业网关正式发布。",
  },
  {
    title: "智能制造行业年度观察",
    category: 2,
    topic: null,
    summary: "从自动化到智能化，行业正在发生哪些变化。",
  },
  { title: "《苏州日报》专访：专精特新的十年", category: 3, topic: 1, summary: "媒体眼中的澄芯科技。" },
  { title: "边缘计算在产线质检中的实践", category: 4, topic: 2, summary: "一条产线的视觉质检改造记录。" },
  { title: "公司荣获省级企业技术中心认定", category: 1, topic: null, summary: "研发投入与成果获得认可。" },
  { title: "产品演示视频：网关三分钟上手", category: 4, topic: 2, summary: "视频演示网关的安装与配置。" },
  { title: "（草稿）第三季度经营简报", category: 1, topic: null, summary: "尚未发布。" },
  {
    title: "客户案例：某汽车零部件厂的数字化改造",
    category: 2,
    topic: null,
    summary: "来自客户现场的一线记录。",
  },
];

const body = (title: string, summary: string) =>
  `<h3>${title}</h3>\n<p>${summary}</p>\n<p>更多内容请联系 <a href="https://www.chengxin.example.com" target="_blank">澄芯科技</a>。</p>`;

/** The body as the site stored it: raw until migration 0007 sanitised stored rich text, clean after. */
function storedBody(n: Level, index: number, title: string, summary: string): string {
  const html =
    index === 7
      ? `${body(title, summary)}\n<p onclick="track()">现场照片</p><script>track()</script>`
      : body(title, summary);
  return n < 7 ? html : sanitizeRichHtml(html);
}

/** The articles, with search terms from 0005 and tags, SEO titles and revisions from 0007. */
export async function fillArticles(db: Db, n: Level) {
  await insertRows(
    db,
    "article",
    DEMO_ARTICLES.map((a, i) => {
      const draft = i === 6;
      const content = storedBody(n, i, a.title, a.summary);
      const day = 50 + i * 30;
      return {
        id: i + 1,
        category_id: a.category,
        topic_id: a.topic,
        title: a.title,
        summary: a.summary,
        content,
        image: `/static/images/article/0${i + 1}.jpg`,
        source: i === 2 ? "苏州日报" : "",
        author: i === 3 ? "研发部 陈工" : "",
        views: draft ? 0 : 1200 - i * 130,
        status: draft ? "draft" : "published",
        publish_time: draft ? null : at(day, 10),
        keywords: "",
        description: a.summary,
        video_url: i === 5 ? "/static/media/gateway-demo.mp4" : "",
        weigh: i === 0 ? 10 : 0,
        ...times(day),
        ...since(n, 5, {
          search_vector: articleSearchVector({ title: a.title, summary: a.summary, content }),
        }),
        ...since(n, 7, {
          seo_title: i === 0 ? "新一代工业网关发布 - 澄芯科技" : "",
          tags: json(i === 0 ? ["工业网关", "5G"] : []),
        }),
      };
    }),
  );
  if (n < 7) return;
  const revision = (id: number, article: number, admin: number | null, title: string, day: number) => ({
    id,
    article_id: article,
    admin_id: admin,
    title,
    snapshot: json({ title, category_id: DEMO_ARTICLES[article - 1]?.category, status: "published" }),
    create_time: at(day, 11),
  });
  await insertRows(db, "article_revision", [
    revision(1, 1, 2, "澄芯科技发布工业网关（初稿）", 49),
    revision(2, 1, 1, DEMO_ARTICLES[0]?.title ?? "", 50),
    revision(3, 2, 2, DEMO_ARTICLES[1]?.title ?? "", 80),
  ]);
}
