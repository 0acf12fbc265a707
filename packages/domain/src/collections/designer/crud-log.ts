import { z } from "zod";
import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";
import { texts } from "../texts.ts";

/**
 * crud/crud: the CRUD designer's log, one row per design generated, dropped or restored; its page is the
 * designer, which reopens a row's design (`logStart`), generates tables (`generate`) and drops them or
 * deletes records (`delete`). A row is `live` while it is the current design of its table.
 */
export const crudLog = defineCollection({
  table: "crud_log",
  node: "crud/crud",
  title: texts("CRUD代码生成", "CRUD designer"),
  one: texts("设计记录", "design record"),
  icon: "fa fa-code",
  menuOrder: 0,
  actions: ["index"],
  buttons: ["generate", "logStart", "delete"],
  computed: { live: z.boolean() },
  fields: {
    id: field.id({ list: {} }),
    table_name: field.kept(200, { label: texts("数据表", "Table") }),
    comment: field.kept(255, { label: texts("表注释", "Comment"), default: "''" }),
    /** The design as it was generated: the table's settings and its fields. */
    table: field.serverData({ default: "'{}'" }),
    fields: field.serverData({ default: "'[]'" }),
    status: field.choice(["delete", "success", "error", "start"], {
      label: texts("状态", "Status"),
      initial: "start",
      labels: {
        delete: texts("已删除", "Deleted"),
        success: texts("成功", "Succeeded"),
        error: texts("失败", "Failed"),
        start: texts("开始", "Started"),
      },
    }),
    sync: field.keptNumber({ label: texts("同步次数", "Syncs") }),
    connection: field.kept(100, { label: texts("连接", "Connection"), default: "''", list: false }),
    /** The designed table the row made, while it exists. */
    table_id: field.foreignId(),
    archive_table: field.kept(120, { label: texts("归档表", "Archive table"), default: "''", list: false }),
    create_time: field.createTime({ list: {} }),
  },
  list: { quickSearch: ["table_name", "comment"], order: "id,desc" },
  watched: false,
  indexes: [{ columns: ["table_id"], unique: false }],
});
