import type { Messages } from "../lang.ts";

/** The texts of the site's backups (routine/backup). */
export const backupCatalogue = {
  backupSuperAdminOnly: {
    "zh-cn": "只有超级管理员可以查看、创建、下载或删除备份",
    en: "Only a super administrator can see, make, download or delete backups",
  },
  backupRunning: {
    "zh-cn": "已有一个备份正在进行，请等它完成后再试",
    en: "A backup is already running; try again once it has finished",
  },
  backupNotReady: {
    "zh-cn": "这个备份没有可下载的文件（未完成或已失败）",
    en: "This backup has no file to download (it is not finished or it failed)",
  },
  backupFileMissing: {
    "zh-cn": "备份文件已不在备份存储中",
    en: "The backup's file is no longer in the backups store",
  },
  backupDeleteRunning: {
    "zh-cn": "正在进行的备份不能删除",
    en: "A backup that is running cannot be deleted",
  },
} satisfies Record<string, Messages>;
