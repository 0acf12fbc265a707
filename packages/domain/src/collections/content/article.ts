import { z } from "zod";
import { defineCollection } from "../collection.ts";
import { TAG_MAX_LENGTH, TAGS_MAX } from "../field-values.ts";
import { EXAMPLES, field, translated } from "../fields.ts";
import { LABELS } from "../texts.ts";

/**
 * content/article: the articles. A draft is never public; a published article with a publish time still
 * ahead is scheduled and appears then, with nothing to run (the public queries compare with the current
 * time). Every save is kept as a revision; search terms are computed from the title, summary and body,
 * the Chinese's and the English's apart.
 */
export const article = defineCollection({
  table: "article",
  node: "content/article",
  title: { "zh-cn": "文章管理", en: "Articles" },
  one: { "zh-cn": "文章", en: "article" },
  icon: "fa fa-newspaper-o",
  cache: "article",
  menuOrder: 1,
  actions: ["index", "add", "edit", "del", "sortable"],
  buttons: ["revision", "restore", "push"],
  computed: { state: z.enum(["draft", "scheduled", "published"]) },
  fields: {
    id: field.id({ list: {} }),
    category_id: field.relation(
      { table: "category", node: "content/category", labelField: "name" },
      { label: { "zh-cn": "分类", en: "Category" }, as: "category_name" },
    ),
    topic_id: field.optionalRelation(
      { table: "topic", node: "content/topic", labelField: "title" },
      {
        label: { "zh-cn": "专题", en: "Topic" },
        as: "topic_title",
        none: { "zh-cn": "不属于专题", en: "No topic" },
        list: { hidden: true },
      },
    ),
    ...translated("title", field.title(200)),
    ...translated("summary", field.textarea(500, { list: false })),
    ...translated("content", field.richText()),
    image: field.image(255, { label: LABELS.cover, help: LABELS.imageHelp }),
    ...translated(
      "source",
      field.text(100, { label: { "zh-cn": "来源", en: "Source" }, list: false, example: EXAMPLES.path }),
    ),
    ...translated(
      "author",
      field.text(50, { label: { "zh-cn": "作者", en: "Author" }, list: { hidden: true } }),
    ),
    tags: field.tags({
      help: {
        "zh-cn": `多个标签用逗号分隔，最多 ${TAGS_MAX} 个，每个最多 ${TAG_MAX_LENGTH} 个字`,
        en: `Separate tags with commas, at most ${TAGS_MAX}, each at most ${TAG_MAX_LENGTH} characters`,
      },
    }),
    video_url: field.video(500, {
      example: EXAMPLES.url,
      help: {
        "zh-cn": "MP4 或 HLS（.m3u8）地址：站内路径或 http(s) 网址；文章页用播放器播放",
        en: "An MP4 or HLS (.m3u8) address: a site path or an http(s) URL; the article page plays it",
      },
    }),
    views: field.counter({ label: { "zh-cn": "浏览量", en: "Views" } }),
    status: field.choice(["draft", "published"], {
      initial: "draft",
      labels: { draft: { "zh-cn": "草稿", en: "Draft" }, published: { "zh-cn": "已发布", en: "Published" } },
    }),
    publish_time: field.moment({
      label: { "zh-cn": "发布时间", en: "Publish time" },
      help: {
        "zh-cn": "发布时留空即立即发布；填写将来的时间则到时自动发布",
        en: "Leave empty to publish now; a time ahead publishes the article then, by itself",
      },
    }),
    ...translated(
      "seo_title",
      field.text(255, { label: LABELS.seoTitle, help: LABELS.tdkHelp, list: false }),
    ),
    ...translated("keywords", field.text(255, { label: LABELS.keywords, list: false })),
    ...translated("description", field.textarea(500, { label: LABELS.description, list: false })),
    weigh: field.weigh({ list: { hidden: true } }),
    create_time: field.createTime(),
    update_time: field.updateTime(),
    search_vector: field.searchVector(["title", "summary", "content"]),
    search_vector_en: field.searchVector(["title_en", "summary_en", "content_en"], "en"),
  },
  list: {
    quickSearch: ["title", "author", "source"],
    columns: [
      "id",
      "image",
      "title",
      "category_id",
      "topic_id",
      "status",
      "publish_time",
      "views",
      "author",
      "weigh",
      "update_time",
    ],
    order: "id,desc",
  },
  form: [
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
  ],
  recycle: "文章",
  indexes: [
    { columns: ["category_id"], unique: false },
    { columns: ["topic_id"], unique: false },
    { columns: ["status", "publish_time", "id"], unique: false },
    { columns: ["category_id", "status", "publish_time", "id"], unique: false },
    { columns: ["publish_time", "id"], unique: false },
    { columns: ["search_vector"], unique: false },
    { columns: ["search_vector_en"], unique: false },
  ],
});

/** What the admin list shows for an article's state: a published article still ahead is scheduled. */
export type ArticleState = z.output<NonNullable<typeof article.computed>["state"]>;

export function articleState(
  row: { status: "draft" | "published"; publish_time: number | null },
  now: number,
): ArticleState {
  if (row.status === "draft") return "draft";
  return (row.publish_time ?? 0) > now ? "scheduled" : "published";
}
