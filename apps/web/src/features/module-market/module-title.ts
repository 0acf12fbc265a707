/** A module's title in the interface's language (the manifest carries zh-cn and en). */
export function localTitle(title: { "zh-cn": string; en: string }, language: string): string {
  return language === "en" ? title.en : title["zh-cn"];
}
