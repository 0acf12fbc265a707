import type { Messages } from "../lang.ts";

/** The generic CRUD protocol, the admin controllers and the admin ajax endpoints. */
export const adminCatalogue = {
  recordNotFound: { "zh-cn": "记录未找到", en: "Record not found" },
  recordInUse: {
    "zh-cn": "记录正在被其他数据使用，不能删除！",
    en: "The record is used by other data and cannot be deleted!",
  },
  groupRulesSuper: { "zh-cn": "超级管理员", en: "Super administrator" },
  groupRulesNone: { "zh-cn": "无权限", en: "No permission" },
  groupRulesSummary: { "zh-cn": "{title}等 {count} 项", en: "{title} and others, {count} in all" },
  passwordNeedsCurrent: {
    "zh-cn": "修改密码请在个人资料的修改密码中进行，需要输入当前密码",
    en: "Change the password with the current one, under Change password of your profile",
  },
  noRowsDeleted: { "zh-cn": "没有记录被删除", en: "No rows were deleted" },
  deletedRows: { "zh-cn": "已删除 {count} 条记录", en: "Deleted {count} rows" },
  cannotDeleteSelf: { "zh-cn": "不能删除自己！", en: "You cannot delete yourself!" },
  cannotDisableSelf: { "zh-cn": "不能禁用自己！", en: "You cannot disable yourself!" },
  cannotChangeOwnGroups: {
    "zh-cn": "不能修改自己所在的角色组！",
    en: "You cannot change your own groups!",
  },
  groupNotGrantable: {
    "zh-cn": "您不能分配自己不拥有的角色组！",
    en: "You cannot assign a group you do not belong to or manage!",
  },
  ruleNotGrantable: {
    "zh-cn": "您不能分配自己不拥有的权限！",
    en: "You cannot grant permissions you do not hold!",
  },
  superGroupNotAllowed: {
    "zh-cn": "只有超级管理员可以创建或修改超级管理组！",
    en: "Only a super administrator can create or change a super group!",
  },
  groupInUseSelf: {
    "zh-cn": "不能删除自己所在的角色组！",
    en: "You cannot delete a group you belong to!",
  },
  parentIsSelf: {
    "zh-cn": "上级不能是自己或自己的下级！",
    en: "The parent cannot be itself or a descendant!",
  },
  hasChildren: {
    "zh-cn": "请先删除下级记录！",
    en: "Please delete the child records first!",
  },
  ruleNameTaken: { "zh-cn": "规则名称已存在！", en: "The rule name already exists!" },
  configNameTaken: { "zh-cn": "配置项名称已存在！", en: "The config item name already exists!" },
  configNotDeletable: { "zh-cn": "该配置项不允许删除！", en: "This config item cannot be deleted!" },
  configGroupUnknown: { "zh-cn": "配置分组不存在！", en: "The config group does not exist!" },
  timeZoneUnknown: {
    "zh-cn": "时区“{zone}”不存在，请从列表中选择一个 IANA 时区，例如 Asia/Shanghai！",
    en: "“{zone}” is not a time zone: choose an IANA time zone from the list, such as Asia/Shanghai!",
  },
  mailNotConfigured: {
    "zh-cn": "请先完成邮件配置！",
    en: "Please complete the mail settings first!",
  },
  mailTestSubject: { "zh-cn": "{site} 测试邮件", en: "{site} test mail" },
  mailTestBody: {
    "zh-cn": "这是一封测试邮件，收到即表示邮件配置正确。",
    en: "This is a test mail: receiving it means the mail settings work.",
  },
  mailTestSent: { "zh-cn": "测试邮件已发送！", en: "The test mail has been sent!" },
  mailPasswordForNewServer: {
    "zh-cn": "测试其他邮件服务器时，请填写该服务器的密码！",
    en: "To test another mail server, please enter that server's password!",
  },
  mailTestFailed: {
    "zh-cn": "测试邮件发送失败：无法连接邮件服务器或登录被拒绝，请检查服务器、端口、加密方式、用户名和密码",
    en: "The test mail could not be sent: the mail server could not be reached or refused the login; check its address, port, encryption, user name and password",
  },
  secretNeedsReentry: {
    "zh-cn": "已修改{destination}，请重新填写{secret}：密钥只会发送到保存它时的地址",
    en: "{destination} changed: enter {secret} again, as a secret is sent only to the address it was saved for",
  },
  cacheCleared: { "zh-cn": "缓存已清理！", en: "Cache cleared!" },
  tableUnknown: { "zh-cn": "数据表不存在！", en: "The data table does not exist!" },
} satisfies Record<string, Messages>;
