/**
 * What English pages do with an item that has no English yet (issue 29), in the "basics" group: left out
 * of the English lists and missing at its English address, or shown in Chinese, marked as Chinese.
 * Migration 0028 adds it to seeded sites, the seed to new ones. Never change a shipped entry; add new ones.
 */
export const ENGLISH_UNTRANSLATED_SETTING = {
  name: "english_untranslated",
  title: "英文页面中未翻译的内容",
  type: "select",
  value: "hide",
  content: {
    hide: "隐藏：不出现在英文列表中，英文地址显示 404",
    chinese: "显示中文：英文页面中以中文显示并标注语言",
  },
  tip: "一条内容填写了英文标题即视为已翻译",
} as const;
