/**
 * The module's admin parts, composed into the "content" menu directory's router (content/content.ts):
 * the inbox's hooks and its own procedures. Only these reach the web's types, so they carry no routes.
 */
export { leadHooks, leadProcedures } from "./lead-admin.ts";
