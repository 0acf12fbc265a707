import { defineCollection } from "../collection.ts";
import { EXAMPLES, field } from "../fields.ts";
import { texts } from "../texts.ts";
import { IMPORTED_KINDS } from "./import-run.ts";

/**
 * content/importRecord: what each imported WordPress item became (one row per old site, kind and
 * WordPress id), so importing the same export again adds nothing twice, and an admin sees where each
 * old post, page, category and file went. Written by the import only.
 */
export const importRecord = defineCollection({
  table: "import_record",
  node: "content/importRecord",
  title: texts("导入记录", "Imported items"),
  one: texts("导入记录", "imported item"),
  icon: "fa fa-list-alt",
  menuOrder: 14,
  actions: ["index"],
  fields: {
    id: field.id({ list: {} }),
    run_id: field.foreignId({ label: texts("导入批次", "Import"), list: {} }),
    /** The old site's address, as its export names it. */
    source: field.kept(255, { label: texts("原网站", "Old site"), default: "''", example: EXAMPLES.path }),
    kind: field.choice(IMPORTED_KINDS, {
      label: texts("类型", "Kind"),
      initial: "post",
      labels: {
        category: texts("分类", "Category"),
        post: texts("文章", "Post"),
        page: texts("单页", "Page"),
        attachment: texts("媒体", "Media"),
      },
    }),
    source_id: field.keptNumber({ big: true, label: texts("WordPress ID", "WordPress ID") }),
    title: field.kept(255, { label: texts("标题", "Title"), default: "''" }),
    /** The row it became: an article's, a page's, a category's or an attachment's id. */
    target_id: field.keptNumber({ label: texts("新 ID", "New ID") }),
    /** Its old address and its new one (a page's path, a file's URL). */
    old_url: field.kept(500, { label: texts("旧地址", "Old address"), default: "''", example: EXAMPLES.url }),
    new_url: field.kept(255, { label: texts("新地址", "New address"), default: "''", example: EXAMPLES.url }),
    create_time: field.createTime({ list: {}, label: texts("导入时间", "Imported") }),
  },
  list: { quickSearch: ["title", "old_url", "new_url"], order: "id,desc" },
  watched: false,
  indexes: [{ columns: ["source", "kind", "source_id"], unique: true }],
});
