import type { Lang, Messages } from "../lang.ts";

export type MessageParams = Record<string, string | number>;

/** `entry` in `lang`, each `{name}` replaced by `params[name]` (an absent one by ""). */
export function fill(entry: Messages, lang: Lang, params: MessageParams = {}): string {
  return entry[lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}
