/**
 * The settings of the "backup" group (migration 0021 adds them to seeded sites, the seed to new ones):
 * when the site backs itself up and how many backups it keeps. Never change a shipped entry; add new ones.
 */
export const BACKUP_CONFIG_GROUP = { key: "backup", value: "备份配置" } as const;

export const BACKUP_SETTINGS = [
  {
    name: "backup_schedule",
    title: "定时备份",
    type: "select",
    value: "off",
    content: { off: "关闭", daily: "每天", weekly: "每周一" },
    tip: "备份包含数据库、上传文件和模块，保存在备份存储中，可在「常规管理 - 数据备份」中下载",
  },
  {
    name: "backup_hour",
    title: "备份时刻（点）",
    type: "number",
    value: 3,
    tip: "0 到 23，按基础配置中的时区计算；例如 3 表示凌晨 3 点",
  },
  {
    name: "backup_keep",
    title: "保留份数",
    type: "number",
    value: 7,
    tip: "成功的备份超过这个份数时，删除最早的备份文件（1 到 100）",
  },
] as const;
