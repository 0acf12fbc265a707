/**
 * The lead form's API (/api/lead/*) and the hourly deletion of old leads.
 * Its module.ts registers them from here; other code uses the module through index.ts.
 */
export * from "./api/lead.ts";
export { scheduleLeadRetention } from "./lead-retention.ts";
