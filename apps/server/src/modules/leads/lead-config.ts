import { type LeadSettings, leadSettingsOf } from "@corp/domain/lead-settings";
import type { ConfigValues } from "../../services/site-config.ts";

/** The lead settings of the site as saved (系统配置 → 在线留言). */
export const leadSettingsFrom = (values: ConfigValues): LeadSettings =>
  leadSettingsOf((name) => values.get(name));
