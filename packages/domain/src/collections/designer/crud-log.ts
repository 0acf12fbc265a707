import { z } from "zod";
import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";

const label = (zh: string, en: string) => ({ "zh-cn": zh, en });

/**
 * crud/crud: the CRUD designer's log, one row per design generated, dropped or restored; its page is the
 * designer, which reopens a row's design (`logStart`), generates tables (`generate`) and drops them or
 * deletes records (`delete`). A row is `live` while it is the current design of its table.
 */
export const crudLog = defineCollection({
  table: "crud_log",
  node: "crud/crud",
  title: label("CRUD代码生成", "CRUD designer"),
  one: label("设计记录", "design record"),
  icon: "fa fa-code",
  menuOrder: 0,
  actions: ["index"],
  buttons: ["generate", "logStart", "delete"],
  computed: { live: z.boolean() },
  fields: {
    id: field.id({ list: {} }),
    table_name: field.kept(200, { label: label("数据表", "Table") }),
    comment: field.kept(255, { label: label("表注释", "Comment"), default: "''" }),
    /** The design as it was generated: the table's settings and its fields. */
    table: field.serverData({ default: "'{}'" }),
    fields: field.serverData({ default: "'[]'" }),
    status: field.choice(["delete", "success", "error", "start"], {
      label: label("状态", "Status"),
      initial: "start",
      labels: {
        delete: label("已删除", "Deleted"),
        success: label("成功", "Succeeded"),
        error: label("失败", "Failed"),
        start: label("开始", "Started"),
      },
    }),
    sync: field.keptNumber({ label: label("同步次数", "Syncs") }),
    connection: field.kept(100, { label: label("连接", "Connection"), default: "''", list: false }),
    /** The designed table the row made, while it exists. */
    table_id: field.foreignId(),
    archive_table: field.kept(120, { label: label("归档表", "Archive table"), default: "''", list: false }),
    create_time: field.createTime({ list: {} }),
  },
  list: { quickSearch: ["table_name", "comment"], order: "id,desc" },
  watched: false,
  indexes: [{ columns: ["table_id"], unique: false }],
});
