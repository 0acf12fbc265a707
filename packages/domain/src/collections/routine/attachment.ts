import { defineCollection } from "../collection.ts";
import { EXAMPLES, field } from "../fields.ts";

/**
 * routine/attachment: the files uploaded by admins and members (through the upload endpoints, not this
 * page). An admin renames a file or deletes it, which removes the stored file once no other row names it.
 * Not watched by the data-security rules: a restored row would name a file that is gone.
 */
export const attachment = defineCollection({
  table: "attachment",
  node: "routine/attachment",
  title: { "zh-cn": "附件管理", en: "Attachments" },
  one: { "zh-cn": "附件", en: "attachment" },
  icon: "fa fa-folder",
  menuOrder: 2,
  actions: ["index", "edit", "del"],
  fields: {
    id: field.id({ list: {} }),
    topic: field.kept(20, {
      default: "''",
      label: { "zh-cn": "分类", en: "Topic" },
    }),
    /** The uploader: an admin or a member (null once the account is deleted). */
    admin_id: field.foreignId(),
    user_id: field.foreignId(),
    url: field.kept(255, {
      example: EXAMPLES.url,
      label: { "zh-cn": "预览", en: "Preview" },
      list: { cell: "custom", filter: false },
    }),
    width: field.keptNumber({
      label: { "zh-cn": "宽高", en: "Size (px)" },
      list: { cell: "custom", hidden: true, sortable: false },
    }),
    height: field.keptNumber({ label: { "zh-cn": "高", en: "Height" }, list: false }),
    name: field.title(100, {
      default: "''",
      label: { "zh-cn": "原文件名", en: "Original name" },
      list: { filter: { operator: "LIKE", kind: "text" } },
    }),
    size: field.keptNumber({
      big: true,
      label: { "zh-cn": "大小", en: "Size" },
      list: { cell: "custom", filter: { operator: "RANGE", kind: "number" } },
    }),
    mimetype: field.kept(100, {
      default: "''",
      label: { "zh-cn": "类型", en: "Type" },
      list: { filter: { operator: "LIKE", kind: "text" } },
    }),
    /** How many times the same file was uploaded: the row is shared instead of storing the file twice. */
    quote: field.keptNumber({ label: { "zh-cn": "引用次数", en: "References" } }),
    storage: field.kept(50, {
      default: "'local'",
      label: { "zh-cn": "存储方式", en: "Storage" },
      list: { hidden: true },
    }),
    sha1: field.kept(40, { label: { "zh-cn": "SHA-1", en: "SHA-1" }, list: false }),
    create_time: field.createTime(),
    last_upload_time: field.keptTime({ label: { "zh-cn": "最后上传", en: "Last upload" } }),
  },
  list: {
    quickSearch: ["name", "topic", "mimetype"],
    columns: [
      "id",
      "url",
      "name",
      "topic",
      "mimetype",
      "size",
      "width",
      "quote",
      "storage",
      "last_upload_time",
    ],
    order: "last_upload_time,desc",
  },
  watched: false,
  indexes: [
    { columns: ["storage", "sha1"], unique: true },
    { columns: ["admin_id"], unique: false },
    { columns: ["user_id"], unique: false },
  ],
});
