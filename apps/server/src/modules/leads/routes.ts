/**
 * The lead form's API (/api/lead/*) and the hourly deletion of old leads.
 * The server registers them from here (app.ts, main.ts); other code uses the module through index.ts.
 */
export * from "./api/lead.ts";
export { scheduleLeadRetention } from "./lead-retention.ts";
