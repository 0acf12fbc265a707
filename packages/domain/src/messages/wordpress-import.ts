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
  wordpressImportUploaded: {
    "zh-cn": "导出文件已读取，请确认后开始导入",
    en: "The export has been read; check it and start the import",
  },
  wordpressImportDeleteRunning: {
    "zh-cn": "正在进行的导入不能删除",
    en: "An import that is running cannot be deleted",
  },
} satisfies Record<string, Messages>;
