import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";
import { texts } from "../texts.ts";

/**
 * moduleStore/moduleStore: the modules installed from the market or an uploaded package, one row each,
 * named by its `uid`. Its page is the module market (BuildAdmin's `/admin/module/*` controller), whose
 * buttons install, enable or disable, update and uninstall a module; nothing else writes the table, so
 * the data-security rules do not watch it.
 */
export const moduleStore = defineCollection({
  table: "module",
  key: "uid",
  node: "moduleStore/moduleStore",
  title: texts("模块市场", "Module market"),
  one: texts("模块", "module"),
  icon: "fa fa-shopping-cart",
  menuOrder: 0,
  actions: ["index"],
  buttons: ["install", "changeState", "uninstall", "update"],
  fields: {
    uid: field.kept(30, { label: texts("标识", "UID") }),
    title: field.kept(100, { label: texts("名称", "Name") }),
    version: field.kept(30, { label: texts("版本", "Version") }),
    state: field.status(),
    /** The checked `module.json` it was installed from and the public files it serves. */
    manifest: field.record({ label: texts("清单", "Manifest") }),
    install_time: field.createTime({ label: texts("安装时间", "Installed") }),
    update_time: field.updateTime(),
  },
  list: { quickSearch: ["uid", "title"], order: "install_time,asc" },
  watched: false,
});
