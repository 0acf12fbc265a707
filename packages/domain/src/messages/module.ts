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
  moduleEnabled: { "zh-cn": "模块已启用", en: "Module enabled" },
  moduleDisabled: { "zh-cn": "模块已禁用", en: "Module disabled" },
  moduleUninstalled: { "zh-cn": "模块已卸载", en: "Module uninstalled" },
} satisfies Record<string, Messages>;
