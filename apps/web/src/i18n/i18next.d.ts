import "i18next";
import type { zhCn } from "./locales/zh-cn.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof zhCn };
  }
}
