import type { TextsLike } from "./locale-shape.ts";

/** The data-security pages' texts (`securityAdmin.<key>`): the recycle bin, the sensitive-data log, their rules. */
export const securityAdminZhCn = {
  detail: "详情",
  recycle: {
    restore: "还原",
    restoreSelected: "还原选中 ({{count}})",
  },
  sensitive: {
    fieldName: "字段名",
    rollback: "回滚",
    rollbackSelected: "回滚选中 ({{count}})",
    secretHidden: "保密字段，不显示其值",
  },
  rules: {
    watch: "记录",
    title: "显示名称",
    secret: "保密",
    chooseController: "请先选择控制器",
  },
};

export const securityAdminEn: TextsLike<typeof securityAdminZhCn> = {
  detail: "Details",
  recycle: {
    restore: "Restore",
    restoreSelected: "Restore selected ({{count}})",
  },
  sensitive: {
    fieldName: "Field name",
    rollback: "Roll back",
    rollbackSelected: "Roll back selected ({{count}})",
    secretHidden: "A secret field: its values are never shown",
  },
  rules: {
    watch: "Log",
    title: "Name shown",
    secret: "Secret",
    chooseController: "Choose a controller first",
  },
};
