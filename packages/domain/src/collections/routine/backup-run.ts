import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";
import { texts } from "../texts.ts";

/**
 * routine/backup: the site's backups, one row per run, scheduled by the "backup" settings or started by
 * hand (`run`). A finished run's archive is kept in the backups store (`backups/` of the bucket, or
 * `$DATA_DIR/backups`) under `file_key`; `download` sends it and deleting a row removes it. Backups hold
 * every account's password hash, so the page is a super admin's whatever a group grants. The table is
 * the record of this site's backups, not its content: a backup does not carry it and a restore keeps it.
 */
export const backupRun = defineCollection({
  table: "backup_run",
  node: "routine/backup",
  title: texts("数据备份", "Backups"),
  one: texts("备份", "backup"),
  icon: "fa fa-archive",
  menuOrder: 4,
  actions: ["index", "del"],
  buttons: ["run", "download"],
  fields: {
    id: field.id({ list: {} }),
    trigger: field.choice(["schedule", "manual"], {
      label: texts("方式", "Started by"),
      initial: "manual",
      labels: { schedule: texts("定时", "On schedule"), manual: texts("手动", "By hand") },
    }),
    /** The scheduled moment a run was made for (ISO 8601, UTC): one run per moment across servers. */
    slot: field.kept(40, { label: texts("计划时间", "Scheduled for"), default: "''", list: false }),
    status: field.choice(["running", "success", "failed"], {
      label: texts("结果", "Result"),
      initial: "running",
      labels: {
        running: texts("进行中", "Running"),
        success: texts("成功", "Succeeded"),
        failed: texts("失败", "Failed"),
      },
      badges: { running: "blue", success: "green", failed: "red" },
    }),
    file_key: field.kept(200, { label: texts("文件", "File"), default: "''" }),
    size: field.keptNumber({ big: true, label: texts("大小", "Size"), list: { cell: "custom" } }),
    rows: field.keptNumber({ big: true, label: texts("数据行数", "Rows"), list: { hidden: true } }),
    files: field.keptNumber({ label: texts("上传文件数", "Uploaded files"), list: { hidden: true } }),
    error: field.kept(500, { label: texts("失败原因", "Failure"), default: "''" }),
    /** The admin who started a run by hand (null for a scheduled run or once the account is deleted). */
    admin_id: field.foreignId(),
    /** The server process that made it (`host:pid`). */
    server: field.kept(100, { label: texts("服务器", "Server"), default: "''", list: { hidden: true } }),
    create_time: field.createTime({ list: {}, label: texts("开始时间", "Started") }),
    /** Written by the running server every half minute: a run whose server stopped is found by it. */
    heartbeat_time: field.keptTime({ label: texts("最近心跳", "Last heartbeat"), list: false }),
    finish_time: field.keptMomentOrNull({ label: texts("完成时间", "Finished") }),
  },
  list: { quickSearch: ["file_key", "error"], order: "id,desc" },
  watched: false,
  /**
   * Both partial (the migration's `where`): one run per scheduled moment (`slot <> ''`), and one running
   * run at a time (`status = 'running'`), so servers sharing the database claim a run by inserting it.
   */
  indexes: [
    { columns: ["slot"], unique: true },
    { columns: ["status"], unique: true },
  ],
});
