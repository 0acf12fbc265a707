import type { Messages } from "../lang.ts";

/** The recycle bin, the sensitive-data log and their rules (security/*). */
export const securityCatalogue = {
  restoredRows: { "zh-cn": "已还原 {count} 条记录", en: "Restored {count} rows" },
  rolledBackChanges: { "zh-cn": "已回滚 {count} 项修改", en: "Rolled back {count} changes" },
  restoreConflict: {
    "zh-cn": "已存在相同主键或唯一值的记录，未还原任何数据！",
    en: "A row with the same key or unique value exists; nothing was restored!",
  },
  restoreParentMissing: {
    "zh-cn": "该记录引用的数据已不存在，无法还原！",
    en: "The data this row refers to no longer exists, so it cannot be restored!",
  },
  restoreNotPermitted: {
    "zh-cn": "没有权限写回记录 {id}：需要权限 {node}，未还原或回滚任何数据！",
    en: "You may not write row {id} back: it needs the rule {node}; nothing was restored or rolled back!",
  },
  alreadyRestored: { "zh-cn": "记录 {id} 已还原过！", en: "Row {id} has already been restored!" },
  alreadyRolledBack: { "zh-cn": "修改 {id} 已回滚过！", en: "Change {id} has already been rolled back!" },
  changedSince: {
    "zh-cn": "修改 {id} 之后该字段又被修改，请先回滚较新的修改！",
    en: "The field of change {id} has been changed since; roll back the later change first!",
  },
  secretNotKept: {
    "zh-cn": "修改 {id} 改的是密钥，日志不保存密钥的值，无法回滚，请在配置中重新填写！",
    en: "Change {id} is of a secret, whose values the log does not keep; it cannot be rolled back: enter the secret again in the settings!",
  },
  secretKeyUnknown: {
    "zh-cn":
      "配置项 {name} 的值是用另一把站点密钥（编号 {key}）加密的，SITE_KEY 和 SITE_KEY_PREVIOUS 都无法解密：请把加密它的密钥设为 SITE_KEY_PREVIOUS，或在配置中重新填写，未修改任何数据！",
    en: "The setting {name} was encrypted with another site key (key {key}) that neither SITE_KEY nor SITE_KEY_PREVIOUS is: set the key that encrypted it as SITE_KEY_PREVIOUS, or enter it again in the settings; nothing was changed!",
  },
  secretsRotated: {
    "zh-cn": "已用当前站点密钥（编号 {key}）重新加密 {count} 个密钥配置，{kept} 个原已是该密钥加密",
    en: "Encrypted {count} secret settings again under the current site key (key {key}); {kept} were under it already",
  },
  rowGoneSince: {
    "zh-cn": "修改 {id} 所在的记录已不存在！",
    en: "The row of change {id} no longer exists!",
  },
  recycleTableDropped: {
    "zh-cn": "数据表 {table} 已删除，请先在 CRUD 代码生成的记录中恢复该表，再还原记录 {id}！",
    en: "The table {table} has been dropped; restore it from the CRUD designer's log before row {id}!",
  },
  recycleRowDoesNotFit: {
    "zh-cn": "数据表 {table} 的设计已修改，不再有记录 {id} 的字段 {columns}，未还原任何数据！",
    en: "The design of {table} has changed: it no longer has the fields {columns} of row {id}; nothing was restored!",
  },
  recycleValuesDoNotFit: {
    "zh-cn": "数据表 {table} 的设计已修改，记录 {id} 的值已不符合新的字段类型或长度，未还原任何数据！",
    en: "The design of {table} has changed: the values of row {id} no longer fit its fields; nothing was restored!",
  },
  controllerNotWatched: {
    "zh-cn": "该控制器不能设置数据安全规则！",
    en: "Data-security rules cannot watch this controller!",
  },
  fieldUnknown: { "zh-cn": "数据表中没有字段：{field}", en: "The table has no field: {field}" },
  ruleTableMismatch: {
    "zh-cn": "控制器 {controller} 的数据在数据表 {table} 中，不是所选的数据表 {chosen}！",
    en: "The controller {controller} keeps its rows in the table {table}, not in the chosen table {chosen}!",
  },
} satisfies Record<string, Messages>;
