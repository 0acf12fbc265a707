import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";
import { texts } from "../texts.ts";

/** The kinds of setting, each with its own value check and form input. */
export const CONFIG_ITEM_TYPES = [
  "string",
  "password",
  "number",
  "textarea",
  "switch",
  "select",
  "selects",
  "radio",
  "checkbox",
  "image",
  "images",
  "file",
  "files",
  "array",
  "editor",
  "city",
  "date",
  "time",
  "datetime",
  "color",
  "icon",
] as const;

export type ConfigItemType = (typeof CONFIG_ITEM_TYPES)[number];

/** Setting types chosen among options: only these keep their `content`. */
export const CHOICE_CONFIG_TYPES = [
  "radio",
  "checkbox",
  "select",
  "selects",
] as const satisfies readonly ConfigItemType[];

/** Setting types whose values are secrets: never answered, an empty submission keeps them. */
export const SECRET_CONFIG_TYPES = ["password"] as const satisfies readonly ConfigItemType[];

/**
 * routine/config: the site's settings, one row per item, shown as a page of groups (`config_group`)
 * whose values are saved a group at a time. An admin adds items to a group and deletes those added; the
 * server checks each value against its item's type (the page's own procedures and hooks).
 */
export const config = defineCollection({
  table: "config",
  node: "routine/config",
  title: texts("系统配置", "Settings"),
  one: texts("配置项", "setting"),
  icon: "fa fa-gear",
  cache: "site",
  menuOrder: 1,
  actions: ["index", "add", "edit", "del"],
  fields: {
    id: field.id(),
    name: field.title(50, {
      label: texts("变量名", "Variable name"),
      match: [/^[A-Za-z][A-Za-z0-9_]{0,49}$/, "variableName"],
    }),
    group: field.offered(50, {
      label: texts("分组", "Group"),
      offered: { procedure: "groups", value: "key", label: "value" },
      match: [/^\S+$/, "configGroup"],
    }),
    title: field.title(50, { label: texts("变量标题", "Variable title") }),
    tip: field.text(100, { label: texts("提示", "Tip") }),
    type: field.kind(CONFIG_ITEM_TYPES, {
      label: texts("类型", "Type"),
      length: 30,
      initial: "string",
      labels: {
        string: texts("字符串", "Text"),
        password: texts("密码", "Password"),
        number: texts("数字", "Number"),
        textarea: texts("文本域", "Paragraph"),
        switch: texts("开关", "Switch"),
        select: texts("下拉单选", "Select"),
        selects: texts("下拉多选", "Multiple select"),
        radio: texts("单选框", "Radio buttons"),
        checkbox: texts("复选框", "Check boxes"),
        image: texts("单图", "Image"),
        images: texts("多图", "Images"),
        file: texts("单文件", "File"),
        files: texts("多文件", "Files"),
        array: texts("键值对", "Key-value pairs"),
        editor: texts("富文本", "Rich text"),
        city: texts("城市", "City"),
        date: texts("日期", "Date"),
        time: texts("时间", "Time"),
        datetime: texts("日期时间", "Date and time"),
        color: texts("颜色", "Colour"),
        icon: texts("图标", "Icon"),
      },
    }),
    value: field.anyValue({ label: texts("变量值", "Value") }),
    content: field.options({ label: texts("选项（键=值）", "Options (key=value)") }),
    rule: field.commaList(100, { label: texts("校验规则", "Validation rule") }),
    extend: field.text(255, { label: texts("扩展属性", "Extra attributes") }),
    allow_del: field.yesNo({ label: texts("允许删除", "Deletable") }),
    weigh: field.weigh(),
  },
  list: {
    quickSearch: ["name", "title"],
    order: "weigh,desc",
    // A password's value is a secret: never listed, filtered on or sorted by, logged masked.
    secret: { fields: ["value"], when: { field: "type", in: SECRET_CONFIG_TYPES } },
  },
  // The value is entered on the settings page once the item is there; the server marks an added item deletable.
  form: ["group", "type", "name", "title", "tip", "rule", "content", "weigh"],
  recycle: "系统配置项",
  sensitive: { title: "系统配置", fields: { value: { title: "变量值" } } },
  indexes: [{ columns: ["name"], unique: true }],
});
