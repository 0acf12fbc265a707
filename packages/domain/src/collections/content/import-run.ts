import { defineCollection } from "../collection.ts";
import { EXAMPLES, field } from "../fields.ts";
import { texts } from "../texts.ts";

/** What an import run is doing: read and shown (`previewed`), importing, or ended. */
export const IMPORT_RUN_STATES = ["previewed", "running", "done", "failed"] as const;
export type ImportRunState = (typeof IMPORT_RUN_STATES)[number];

/**
 * content/wordpressImport: moving a WordPress site in. Uploading its export (WXR, and optionally a zip of
 * its `wp-content/uploads`) reads it and records a run with its preview; `import` starts it on the server
 * that holds its files, which writes the progress (`done` of `total`) and, once finished, the report of
 * what was imported and skipped. One run imports at a time; a run whose server stopped is marked failed.
 */
export const importRun = defineCollection({
  table: "import_run",
  node: "content/wordpressImport",
  title: texts("WordPress 导入", "WordPress import"),
  one: texts("导入", "import"),
  icon: "fa fa-wordpress",
  menuOrder: 13,
  actions: ["index", "add", "del"],
  buttons: ["import"],
  fields: {
    id: field.id({ list: {} }),
    file_name: field.kept(200, { label: texts("导出文件", "Export file"), default: "''" }),
    site_url: field.kept(255, { label: texts("原网站", "Old site"), default: "''", example: EXAMPLES.url }),
    status: field.choice(IMPORT_RUN_STATES, {
      label: texts("状态", "State"),
      initial: "previewed",
      labels: {
        previewed: texts("待导入", "Previewed"),
        running: texts("导入中", "Importing"),
        done: texts("已完成", "Done"),
        failed: texts("失败", "Failed"),
      },
      badges: { previewed: "blue", running: "orange", done: "green", failed: "red" },
    }),
    total: field.keptNumber({ label: texts("条目", "Items") }),
    /** The progress; the page's dialog shows it as a bar. */
    done: field.keptNumber({ label: texts("已处理", "Processed"), list: { hidden: true } }),
    imported: field.keptNumber({ label: texts("已导入", "Imported") }),
    skipped: field.keptNumber({ label: texts("已跳过", "Skipped") }),
    /** The preview (counts by kind) and, once finished, one line per item: what it became or why not. */
    report: field.json({ label: texts("报告", "Report") }),
    error: field.kept(500, { label: texts("失败原因", "Failure"), default: "''" }),
    /** The stored export and media zip (`imports/` of the bucket, or `$DATA_DIR/imports`). */
    file_key: field.kept(200, { label: texts("文件", "File"), default: "''", list: false }),
    media_key: field.kept(200, { label: texts("媒体文件包", "Media zip"), default: "''", list: false }),
    admin_id: field.foreignId(),
    server: field.kept(100, { label: texts("服务器", "Server"), default: "''", list: { hidden: true } }),
    create_time: field.createTime({ list: {}, label: texts("上传时间", "Uploaded") }),
    heartbeat_time: field.keptTime({ label: texts("最近心跳", "Last heartbeat"), list: false }),
    finish_time: field.keptMomentOrNull({ label: texts("完成时间", "Finished") }),
  },
  list: { quickSearch: ["file_name", "site_url"], order: "id,desc", unsearchable: ["report"] },
  watched: false,
  /** Partial (the migration's `where`): one importing run at a time, across servers. */
  indexes: [{ columns: ["status"], unique: true }],
});

/** What a WordPress item becomes here. */
export const IMPORTED_KINDS = ["category", "post", "page", "attachment"] as const;
export type ImportedKind = (typeof IMPORTED_KINDS)[number];
