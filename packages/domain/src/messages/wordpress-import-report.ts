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
  importNoteRedirectRefused: {
    "zh-cn": "原网站把它重定向到了 {address}，不是原网站的地址，未下载",
    en: "the old site redirected it to {address}, which is not one of the old site's: not fetched",
  },
  importNoteTimedOut: {
    "zh-cn": "原网站在 {seconds} 秒内没有答复，未下载；可以在报告中补传此文件",
    en: "the old site did not answer within {seconds} s: not fetched; it can be uploaded from the report",
  },
  importNoteFetchBudget: {
    "zh-cn": "下载媒体文件的总时间（{seconds} 秒）已用完，未下载；可以在报告中补传此文件，或再次导入",
    en: "the time for fetching media ({seconds} s) was spent: not fetched; upload it from the report, or import again",
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
  importNoteTitleTooLong: {
    "zh-cn": "未导入：标题有 {length} 个字，本站最多 {max} 个；请在 WordPress 中缩短后再导入",
    en: "not imported: its title has {length} characters, this site takes {max}; shorten it in WordPress and import again",
  },
  importNoteExcerptTooLong: {
    "zh-cn": "未导入：摘要有 {length} 个字，本站最多 {max} 个；请在 WordPress 中缩短后再导入",
    en: "not imported: its excerpt has {length} characters, this site takes {max}; shorten it in WordPress and import again",
  },
  importNoteTextTooLong: {
    "zh-cn": "未导入：正文有 {length} 个字符，本站最多 {max} 个；请在 WordPress 中拆分后再导入",
    en: "not imported: its text has {length} characters, this site takes {max}; split it in WordPress and import again",
  },
  importNoteAuthorTooLong: {
    "zh-cn": "未导入：作者名“{author}”超过本站的 {max} 个字",
    en: "not imported: the author's name “{author}” is longer than this site's {max} characters",
  },
  importNoteTooManyTags: {
    "zh-cn": "未导入：有 {count} 个标签，本站每篇文章最多 {max} 个",
    en: "not imported: it has {count} tags, this site takes {max} per article",
  },
  importNoteTagTooLong: {
    "zh-cn": "未导入：标签“{tag}”超过本站的 {max} 个字",
    en: "not imported: the tag “{tag}” is longer than this site's {max} characters",
  },
  importNoteNameTooLong: {
    "zh-cn": "未导入：名称“{name}”超过本站的 {max} 个字",
    en: "not imported: the name “{name}” is longer than this site's {max} characters",
  },
  importNoteCategoryMissing: {
    "zh-cn": "它的分类“{category}”未导入：文章暂放在其他分类中，请在后台移到合适的分类",
    en: "its category “{category}” was not imported: the article is in another category for now; move it in the admin",
  },
  importNoteMenuTooDeep: {
    "zh-cn": "已导入，但它在页面树的第 {level} 层，网站菜单只有 {max} 层：未加入菜单",
    en: "imported, but it is on level {level} of the page tree and the site menu has {max} levels: not in the menu",
  },
  importNoteMenuTitleTooLong: {
    "zh-cn": "已导入，但标题超过菜单的 {max} 个字：未加入菜单",
    en: "imported, but its title is longer than a menu item's {max} characters: not in the menu",
  },
  importNoteQueryOnly: {
    "zh-cn": "原地址只有查询参数（如 /?p=12），无法设置跳转",
    en: "the old address is only a query (such as /?p=12): no redirect",
  },
  importNoteAddressReserved: {
    "zh-cn": "原地址 {path} 属于本站自己的页面（{address}），不设置跳转；请使用新地址",
    en: "the old address {path} is one of this site's own ({address}): no redirect; use the new address",
  },
  importNoteAddressHasRule: {
    "zh-cn": "原地址 {path} 已有跳转规则（到 {target}），保持不变；如需改到新地址，请在跳转规则中修改",
    en: "the old address {path} already has a redirect rule (to {target}), left as it is; change it in the redirect rules to send it to the new address",
  },
  importNoteAddressTooLong: {
    "zh-cn": "原地址过长，无法设置跳转",
    en: "the old address is too long for a redirect",
  },
  /** Reports written before failures had reasons of their own (issue 43) carry the error's text. */
  importNoteFailed: { "zh-cn": "导入失败：{detail}", en: "failed: {detail}" },
  importNoteFailedDuplicate: {
    "zh-cn": "导入失败：本站已有同一键值的内容（例如导出文件中同一条目出现了两次）；下次导入会再试",
    en: "failed: something with the same key is already here (such as the same item twice in the export); the next import tries it again",
  },
  importNoteFailedTooLong: {
    "zh-cn": "导入失败：有一个值超过了本站允许的长度；下次导入会再试",
    en: "failed: a value is longer than this site allows; the next import tries it again",
  },
  importNoteFailedOutOfRange: {
    "zh-cn": "导入失败：有一个数字超出了允许的范围（例如排序值）；下次导入会再试",
    en: "failed: a number is out of range (such as its menu order); the next import tries it again",
  },
  importNoteFailedDate: {
    "zh-cn": "导入失败：日期无法识别；下次导入会再试",
    en: "failed: a date that cannot be read; the next import tries it again",
  },
  importNoteFailedParent: {
    "zh-cn": "导入失败：它所属的上级内容不存在；下次导入会再试",
    en: "failed: what it belongs under is not here; the next import tries it again",
  },
  importNoteFailedValue: {
    "zh-cn": "导入失败：有一个值不符合本站的要求；下次导入会再试",
    en: "failed: a value this site does not accept; the next import tries it again",
  },
  importNoteFailedUnexpected: {
    "zh-cn": "导入失败：发生了意外错误，详情已记录在服务器日志中（{what}）；下次导入会再试",
    en: "failed on an unexpected error, whose details are in the server's log ({what}); the next import tries it again",
  },
} satisfies Record<string, Messages>;

export type ImportNoteKey = keyof typeof wordpressImportReportCatalogue;

/** One note of a report line: its text's key and values. */
export type ImportNote = { key: ImportNoteKey; params?: Record<string, string | number> };
