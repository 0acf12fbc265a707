import type { Messages } from "../lang.ts";

/** The module market (moduleStore/moduleStore). */
export const moduleCatalogue = {
  moduleZipInvalid: {
    "zh-cn": "模块包无效：{reason}",
    en: "The module package is not valid: {reason}",
  },
  moduleManifestInvalid: {
    "zh-cn": "模块清单 module.json 无效：{detail}",
    en: "The module manifest module.json is not valid: {detail}",
  },
  moduleExists: { "zh-cn": "模块 {uid} 已安装！", en: "Module {uid} is already installed!" },
  moduleNotFound: { "zh-cn": "模块 {uid} 未安装！", en: "Module {uid} is not installed!" },
  moduleNotUploaded: {
    "zh-cn": "模块 {uid} 尚未上传，请先上传模块包！",
    en: "Module {uid} has not been uploaded; upload its package first!",
  },
  moduleRequires: {
    "zh-cn": "请先安装并启用依赖的模块 {uid}！",
    en: "Install and enable the module {uid} it depends on first!",
  },
  moduleRequiredBy: {
    "zh-cn": "模块 {uid} 依赖此模块，请先处理模块 {uid}！",
    en: "Module {uid} depends on this module; deal with {uid} first!",
  },
  moduleUploaded: { "zh-cn": "模块包已上传", en: "Module package uploaded" },
  moduleInstalled: { "zh-cn": "模块已安装", en: "Module installed" },
  moduleConflicts: {
    "zh-cn": "与已启用的模块冲突，请确认",
    en: "It conflicts with enabled modules; please confirm",
  },
  moduleConflictsKept: {
    "zh-cn": "未安装：模块须整体安装，冲突的路由或文件只能由它接管（占用它们的模块将被禁用）",
    en: "Not installed: a module is installed whole, so it must take over the conflicting routes or files (the modules holding them are disabled)",
  },
  moduleEnabled: { "zh-cn": "模块已启用", en: "Module enabled" },
  moduleDisabled: { "zh-cn": "模块已禁用", en: "Module disabled" },
  moduleUninstalled: { "zh-cn": "模块已卸载", en: "Module uninstalled" },
  moduleUpdated: { "zh-cn": "模块已更新", en: "Module updated" },
  moduleNotNewer: {
    "zh-cn": "模块 {uid} 已安装版本 {installed}，只能更新到更高的版本（收到 {version}）！",
    en: "Module {uid} {installed} is installed; it can only be updated to a higher version (got {version})!",
  },
  moduleUpdateDropsTable: {
    "zh-cn": "新版本不再包含数据表 {table}，不能就地更新；请先卸载旧版本（其数据会一并删除）！",
    en: "The new version no longer has the table {table}, so it cannot update in place; uninstall the old version first (its data goes with it)!",
  },
  marketNotConfigured: {
    "zh-cn": "模块市场未配置：请在系统配置的“模块市场”分组填写市场地址",
    en: "The module market is not configured: enter its address in the Module market group of the settings",
  },
  marketUnreachable: {
    "zh-cn": "无法连接模块市场，请检查市场地址或稍后再试",
    en: "The module market cannot be reached; check its address or try again later",
  },
  marketTimeout: {
    "zh-cn": "模块市场响应超时，请稍后再试",
    en: "The module market did not answer in time; try again later",
  },
  marketBadAnswer: {
    "zh-cn": "模块市场的应答无效：{detail}",
    en: "The module market gave an answer that is not valid: {detail}",
  },
  marketRefused: { "zh-cn": "模块市场拒绝了请求：{message}", en: "The module market refused: {message}" },
  marketNotListed: {
    "zh-cn": "模块 {uid} 不在模块市场的目录中！",
    en: "Module {uid} is not in the module market's catalogue!",
  },
  marketUnpaid: {
    "zh-cn": "订单尚未支付，支付完成后才能安装！",
    en: "The order has not been paid; it can be installed once it is paid!",
  },
  marketChecksum: {
    "zh-cn": "下载的模块包与市场公布的 SHA-256 不一致，已拒绝安装！",
    en: "The downloaded package does not match the SHA-256 the market published; it was not installed!",
  },
  moduleSuperAdminOnly: {
    "zh-cn": "只有超级管理员可以安装、更新、启用或卸载模块",
    en: "Only a super administrator can install, update, enable or uninstall a module",
  },
  moduleFailed: {
    "zh-cn": "模块 {uid} 未能完成请求，请稍后再试或联系管理员",
    en: "Module {uid} could not answer the request; try again later or contact the administrator",
  },
  marketOrderCreated: { "zh-cn": "订单已创建", en: "Order created" },
  marketPaid: { "zh-cn": "支付成功", en: "Payment received" },
  marketAwaitingPayment: { "zh-cn": "请扫码支付", en: "Scan the QR code to pay" },
  marketNoPoints: {
    "zh-cn": "模块市场不收积分，请用余额、微信或支付宝支付",
    en: "The module market takes no points; pay by balance, WeChat or Alipay",
  },
  marketStoreAll: { "zh-cn": "全部", en: "All" },
  marketStoreInstalledOnly: {
    "zh-cn": "模块市场暂不可用（{reason}），下面只列出已安装的模块",
    en: "The module market is not available ({reason}); only the installed modules are listed below",
  },
  marketAlipayLink: { "zh-cn": "打开支付宝付款页面", en: "Open the Alipay payment page" },
  marketAccountName: { "zh-cn": "模块市场账户", en: "Market account" },
} satisfies Record<string, Messages>;
