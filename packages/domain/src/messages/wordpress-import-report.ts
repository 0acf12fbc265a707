import type { Messages } from "../lang.ts";

/**
 * The notes of a WordPress import's report: why an item was skipped or what changed on its way in.
 * Stored in the report by key with their values, shown in the reader's language (the admin page, the
 * command line).
 */
export const wordpressImportReportCatalogue = {
  importNoteImportedBefore: { "zh-cn": "以前已导入", en: "imported before" },
  importNoteTrash: { "zh-cn": "在 WordPress 的回收站中", en: "in WordPress's trash" },
  importNoteAutoDraft: { "zh-cn": "未保存的自动草稿", en: "an unsaved automatic draft" },
  importNoteRevision: { "zh-cn": "修订版本", en: "a revision" },
  importNoteOtherType: { "zh-cn": "本站没有对应的类型（{type}）", en: "a type nothing here takes ({type})" },
  importNoteNotInExport: { "zh-cn": "导出文件中没有此条目", en: "not in the export" },
  importNoteNoFile: { "zh-cn": "没有指明文件", en: "no file named" },
  importNoteNotOnSite: {
    "zh-cn": "地址不在原网站（{host}）上，未下载",
    en: "not on the old site ({host}), not fetched",
  },
  importNoteHttp: { "zh-cn": "原网站答复 HTTP {status}", en: "the old site answered HTTP {status}" },
  importNoteUnreachable: { "zh-cn": "无法从原网站下载：{detail}", en: "could not be fetched: {detail}" },
  importNoteNotPublic: {
    "zh-cn":
      "原网站的地址 {address} 不是公网地址，未下载（内网网站请在 IMPORT_FETCH_ALLOW 中列出，或改用媒体压缩包）",
    en: "the old site's address {address} is not a public one, not fetched (list an intranet site in IMPORT_FETCH_ALLOW, or give a media zip)",
  },
  importNoteProtected: {
    "zh-cn": "在 WordPress 中受密码保护：已作为草稿（或隐藏页面）导入，发布前访客看不到",
    en: "password-protected in WordPress: imported as a draft (or a hidden page), not shown until published",
  },
  importNotePrivate: {
    "zh-cn": "在 WordPress 中为私密：已作为草稿（或隐藏页面）导入，发布前访客看不到",
    en: "private in WordPress: imported as a draft (or a hidden page), not shown until published",
  },
  importNoteMediaMissing: {
    "zh-cn": "正文中有 {count} 个原网站文件未导入（如 {file}），这些图片仍指向原网站",
    en: "{count} file(s) of the old site it shows were not imported (such as {file}): they still point at the old site",
  },
  importNoteTooLarge: { "zh-cn": "文件超过上传大小限制", en: "larger than the upload size limit" },
  importNoteTypeRefused: {
    "zh-cn": "文件类型不在上传设置允许的范围内",
    en: "a file type the upload settings do not allow",
  },
  importNoteNotInZip: { "zh-cn": "媒体压缩包中没有此文件", en: "not in the media zip" },
  importNoteNotInFolder: { "zh-cn": "上传文件夹中没有此文件", en: "not in the uploads folder" },
  importNoteDamaged: { "zh-cn": "压缩包中的此文件已损坏", en: "damaged in the zip" },
  importNoteShortcodes: { "zh-cn": "移除了 {count} 个短代码", en: "{count} shortcode(s) removed" },
  importNoteQueryOnly: {
    "zh-cn": "原地址只有查询参数（如 /?p=12），无法设置跳转",
    en: "the old address is only a query (such as /?p=12): no redirect",
  },
  importNoteAddressReserved: {
    "zh-cn": "原地址 {path} 属于本站自己的页面（{address}），不设置跳转；请使用新地址",
    en: "the old address {path} is one of this site's own ({address}): no redirect; use the new address",
  },
  importNoteAddressTooLong: {
    "zh-cn": "原地址过长，无法设置跳转",
    en: "the old address is too long for a redirect",
  },
  importNoteFailed: { "zh-cn": "导入失败：{detail}", en: "failed: {detail}" },
} satisfies Record<string, Messages>;

export type ImportNoteKey = keyof typeof wordpressImportReportCatalogue;

/** One note of a report line: its text's key and values. */
export type ImportNote = { key: ImportNoteKey; params?: Record<string, string | number> };
