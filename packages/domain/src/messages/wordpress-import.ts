import type { Messages } from "../lang.ts";

/** Moving a WordPress site in: its export, its media and the import runs. */
export const wordpressImportCatalogue = {
  wordpressImportNotWxr: {
    "zh-cn":
      "这不是 WordPress 导出文件：请在 WordPress 后台「工具 → 导出」下载「所有内容」，上传得到的 .xml 文件（{reason}）",
    en: "This is not a WordPress export: download “All content” from Tools, Export in WordPress and upload the .xml file it gives ({reason})",
  },
  wordpressImportMediaZip: {
    "zh-cn": "媒体文件包须是 wp-content/uploads 文件夹的 zip 压缩包（{reason}）",
    en: "The media file must be a zip of the wp-content/uploads folder ({reason})",
  },
  wordpressImportNoFile: {
    "zh-cn": "请选择 WordPress 导出的 .xml 文件",
    en: "Choose the .xml file WordPress exported",
  },
  wordpressImportRunning: {
    "zh-cn": "已有一个导入正在进行，请等它完成后再试",
    en: "An import is already running; try again once it has finished",
  },
  wordpressImportNotReady: {
    "zh-cn": "这次导入已经完成或不存在；要再次导入，请重新上传导出文件",
    en: "This import has finished or does not exist; upload the export again to import it again",
  },
  wordpressImportNotMissing: {
    "zh-cn": "这个文件不在该条目缺少的文件中（可能已经补传过）",
    en: "This file is not one the item is missing (it may have been uploaded already)",
  },
  wordpressImportNotUploaded: {
    "zh-cn": "请先上传文件：只能使用本站附件中的文件",
    en: "Upload the file first: only a file among this site's attachments can be used",
  },
  wordpressImportMediaPlaced: {
    "zh-cn": "文件已补传，条目中的图片已指向它",
    en: "The file is in place: the item's pictures point at it",
  },
  wordpressImportUploaded: {
    "zh-cn": "导出文件已读取，请确认后开始导入",
    en: "The export has been read; check it and start the import",
  },
  wordpressImportDeleteRunning: {
    "zh-cn": "正在进行的导入不能删除",
    en: "An import that is running cannot be deleted",
  },
} satisfies Record<string, Messages>;
