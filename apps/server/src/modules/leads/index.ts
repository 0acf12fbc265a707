/** The leads' operations other modules use: the settings as the site saved them. */
export { leadSettingsFrom } from "./lead-config.ts";
