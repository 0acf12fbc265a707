/**
 * The routine pages' BuildAdmin dialect (the settings page and the attachment library), the backups'
 * download and their schedule. Its module.ts registers them from here; other code uses
 * the module through index.ts.
 */
export * from "./api/backup-download.ts";
export { scheduleBackups } from "./backup-scheduler.ts";
export * from "./dialect.ts";
