import type { Messages } from "../lang.ts";

/** The CRUD designer: the rules of a table design and the refusals of generating, reverting and dropping. */
export const crudCatalogue = {
  crudTableNameInvalid: {
    "zh-cn": "数据表名 {name} 不合法：以小写字母开头，只含小写字母、数字和单个下划线，最多 40 个字符",
    en: "The table name {name} is not allowed: start with a lower-case letter, use lower-case letters, digits and single underscores, at most 40 characters",
  },
  crudTableReserved: {
    "zh-cn": "数据表 {name} 是系统自带的表或保留名称，设计器不能使用",
    en: "{name} is one of the product's own tables or a reserved name: the designer cannot use it",
  },
  crudTableExists: {
    "zh-cn": "数据表 {name} 已存在，请从记录中打开它的设计",
    en: "The table {name} already exists: open its design from the log",
  },
  crudNameTaken: {
    "zh-cn":
      "名称 {name} 已被设计表所在数据库模式中的另一个表、索引或序列占用，未做任何修改；请换一个数据表名，或去掉该字段的索引",
    en: "The name {name} is held by another table, index or sequence of the designed tables; nothing was changed. Choose another table name, or remove that field's index",
  },
  crudTableRenameRefused: {
    "zh-cn": "已生成的数据表不能改名，请复制设计后以新表名生成",
    en: "A generated table cannot be renamed: copy the design and generate it under the new name",
  },
  crudTableNotDesigned: {
    "zh-cn": "数据表 {name} 不是由设计器创建的",
    en: "The table {name} was not created by the designer",
  },
  crudTitleRequired: { "zh-cn": "请填写数据表标题", en: "Please enter the table's title" },
  crudIconInvalid: { "zh-cn": "菜单图标名称不合法", en: "The menu icon name is not allowed" },
  crudNoFields: { "zh-cn": "请至少设计一个字段", en: "Please design at least one field" },
  crudFieldNameInvalid: {
    "zh-cn": "字段名 {field} 不合法：以小写字母开头，只含小写字母、数字和单个下划线，最多 48 个字符",
    en: "The field name {field} is not allowed: start with a lower-case letter, use lower-case letters, digits and single underscores, at most 48 characters",
  },
  crudFieldNameReserved: {
    "zh-cn": "字段名 {field} 为系统保留（id、create_time、update_time 等）",
    en: "The field name {field} is reserved (id, create_time, update_time, ...)",
  },
  crudFieldNameTaken: { "zh-cn": "字段名 {field} 重复", en: "The field name {field} is used twice" },
  crudFieldTitleRequired: {
    "zh-cn": "请填写字段 {field} 的标题",
    en: "Please enter the title of the field {field}",
  },
  crudWeighName: {
    "zh-cn": "权重字段必须命名为 weigh，名为 weigh 的字段必须是权重类型",
    en: "A weight field must be named weigh, and a field named weigh must be a weight field",
  },
  crudLengthInvalid: {
    "zh-cn": "字段 {field} 的长度须在 {min} 到 {max} 之间",
    en: "The length of the field {field} must be between {min} and {max}",
  },
  crudPrecisionInvalid: {
    "zh-cn": "字段 {field} 的总位数须在 1 到 30 之间，小数位数须在 0 到 10 之间且不超过总位数",
    en: "The field {field} needs 1 to 30 digits in all and 0 to 10 decimals, no more than the digits",
  },
  crudOptionsRequired: {
    "zh-cn": "字段 {field} 至少需要一个选项",
    en: "The field {field} needs at least one option",
  },
  crudOptionInvalid: {
    "zh-cn": "字段 {field} 的选项须有不重复、不含逗号、不超过字段长度的值和非空的名称",
    en: "Each option of the field {field} needs a unique value without commas that fits the field's length, and a label",
  },
  crudDefaultInvalid: {
    "zh-cn": "字段 {field} 的默认值不符合它的类型",
    en: "The default of the field {field} does not fit its type",
  },
  crudDefaultRequired: {
    "zh-cn": "不允许为空的日期字段 {field} 需要默认值",
    en: "The date field {field} cannot be empty, so it needs a default",
  },
  crudIndexNotAllowed: {
    "zh-cn": "字段 {field} 的类型不能建立索引",
    en: "A field of the type of {field} cannot be indexed",
  },
  crudFilterNotAllowed: {
    "zh-cn": "字段 {field} 只能按包含或是否为空筛选",
    en: "The field {field} can only be filtered by containing or being empty",
  },
  crudQuickSearchUnknown: {
    "zh-cn": "快速搜索字段 {field} 不在设计中",
    en: "The quick search field {field} is not in the design",
  },
  crudOrderUnknown: {
    "zh-cn": "默认排序字段 {field} 不在设计中",
    en: "The default order field {field} is not in the design",
  },
  crudTypeChangeRefused: {
    "zh-cn": "字段 {field} 的存储不能从 {from} 改为 {to}，请新增一个字段",
    en: "The field {field} cannot change its storage from {from} to {to}: add a new field instead",
  },
  crudRenameClash: {
    "zh-cn": "字段 {field} 改名后与另一个现有字段同名，请分两次修改",
    en: "The field {field} would take the name of another existing field: rename in two steps",
  },
  crudDesignChanged: {
    "zh-cn": "该数据表的设计已被修改，请重新打开最新的设计",
    en: "This table's design has changed meanwhile: reopen the latest design",
  },
  crudDataDoesNotFit: {
    "zh-cn": "现有数据不符合新的设计，未做任何修改",
    en: "The existing data does not fit the new design; nothing was changed",
  },
  crudDataTooLong: {
    "zh-cn": "现有数据超出了新的长度，未做任何修改",
    en: "Existing values are longer than the new length allows; nothing was changed",
  },
  crudDataHasEmpty: {
    "zh-cn": "现有数据中有空值，该字段不能改为不允许为空，未做任何修改",
    en: "Existing rows leave this field empty, so it cannot become non-empty; nothing was changed",
  },
  crudDataHasDuplicates: {
    "zh-cn": "现有数据有重复值，不能建立唯一索引，未做任何修改",
    en: "Existing values repeat, so the unique index cannot be built; nothing was changed",
  },
  crudDataOutOfRange: {
    "zh-cn": "现有数据超出了新类型的范围，未做任何修改",
    en: "Existing values are out of the new type's range; nothing was changed",
  },
  crudConfirmMismatch: {
    "zh-cn": "请输入数据表名 {name} 以确认",
    en: "Type the table name {name} to confirm",
  },
  crudRestoreTaken: {
    "zh-cn": "已存在同名数据表 {name}，不能恢复",
    en: "A table named {name} exists: it cannot be restored",
  },
  crudRevertNotLatest: {
    "zh-cn": "只能撤销该数据表最近一次生效的变更",
    en: "Only the latest change in effect of a table can be reverted",
  },
  crudNothingToRestore: {
    "zh-cn": "该记录没有可恢复的数据表",
    en: "This record has no table to restore",
  },
  crudLogInUse: {
    "zh-cn": "这条记录是数据表当前的设计，请先删除数据表",
    en: "This record is a table's current design: drop the table first",
  },
  crudGenerated: { "zh-cn": "数据表与管理页面已生成", en: "The table and its admin page are ready" },
  crudDropped: {
    "zh-cn": "数据表已删除，数据已归档到 {archive}，可从记录中恢复",
    en: "The table is dropped; its rows are kept in {archive} and can be restored from the log",
  },
  crudBaTypeUnmapped: {
    "zh-cn": "字段 {field} 的生成类型 {type} 在本设计器中没有对应的类型，未做任何修改",
    en: "The field {field}: the generate type {type} has no counterpart in this designer; nothing was changed",
  },
  crudBaPrimaryKey: {
    "zh-cn":
      "主键须是唯一一个名为 id 的自增整数字段（本设计器的每个表都有它），其他字段不能设为主键或自增，未做任何修改",
    en: "The primary key must be the one auto-increment integer field named id (every designed table has it), and no other field can be a primary key or auto-increment; nothing was changed",
  },
  crudBaTimestamps: {
    "zh-cn": "create_time 与 update_time 由服务器维护，须同时设计或都不设计，未做任何修改",
    en: "create_time and update_time are kept by the server: design both or neither; nothing was changed",
  },
  crudBaValidatorUnmapped: {
    "zh-cn": "字段 {field} 的验证规则 {validator} 在本设计器中无法设置，未做任何修改",
    en: "The field {field}: the validator {validator} cannot be set in this designer; nothing was changed",
  },
  crudBaConnectionUnknown: {
    "zh-cn": "数据库连接 {connection} 不存在：本服务器只有 default 一个连接",
    en: "There is no database connection {connection}: this server has only default",
  },
  crudBaStartUnsupported: {
    "zh-cn": "只能从数据表开始设计（type=db），不能从建表 SQL 开始",
    en: "A design can start from a table (type=db), not from table-creation SQL",
  },
  crudBaNoFiles: {
    "zh-cn": "本服务器不生成代码文件：生成时会创建数据表 designed.{name} 和它的管理页面 designed/{name}",
    en: "This server writes no code files: generating creates the table designed.{name} and its admin page designed/{name}",
  },
  crudBaGenerated: {
    "zh-cn":
      "已生成数据表 designed.{name} 和它的管理页面 {path}（在「自定义数据」菜单下）；没有生成 PHP 或 Vue 文件，无需重新构建",
    en: "Generated the table designed.{name} and its admin page {path} (under the Custom data menu); no PHP or Vue files were written and nothing needs rebuilding",
  },
  crudBaDeleted: {
    "zh-cn":
      "数据表 designed.{name} 已移入归档 {archive}，它的页面和菜单已删除；本服务器没有生成代码文件，无文件可删；可在设计器的记录中恢复",
    en: "The table designed.{name} moved to the archive {archive} and its page and menu are gone; this server wrote no code files, so none were deleted; it can be restored from the designer's log",
  },
  crudBaNothingToDelete: {
    "zh-cn": "这条记录没有在用的数据表可删除，未做任何修改",
    en: "This record has no table in use to delete; nothing was changed",
  },
} satisfies Record<string, Messages>;
