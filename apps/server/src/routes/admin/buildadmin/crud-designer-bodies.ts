/**
 * BuildAdmin's CRUD designer view (web/src/views/backend/crud/) against our designer, with the bodies its
 * client sends: its fields as its palette makes them (web/src/views/backend/crud/index.ts `fieldItem`,
 * baInput/helper.ts `fieldData`), their `table` and `form` attributes flattened to values as `startGenerate`
 * posts them.
 */
export const npua = { null: false, primaryKey: false, unsigned: false, autoIncrement: false };
export const validator = (...names: string[]) => ({ validator: names, validatorMsg: "" });

export const pk = {
  title: "主键",
  name: "id",
  comment: "ID",
  designType: "pk",
  formBuildExclude: true,
  table: { width: 70, operator: "RANGE", sortable: "custom" },
  form: {},
  type: "int",
  length: 10,
  precision: 0,
  defaultType: "NONE",
  null: false,
  primaryKey: true,
  unsigned: true,
  autoIncrement: true,
};
export const title = {
  title: "字符串",
  name: "title",
  comment: "标题",
  designType: "string",
  table: { render: "none", operator: "LIKE", sortable: "false" },
  form: validator("required"),
  type: "varchar",
  length: 255,
  precision: 0,
  defaultType: "EMPTY STRING",
  ...npua,
};
const status = {
  title: "状态",
  name: "status",
  comment: "状态:0=禁用,1=启用",
  designType: "switch",
  table: { render: "switch", operator: "eq", sortable: "false" },
  form: validator(),
  type: "tinyint",
  length: 1,
  precision: 0,
  default: "1",
  defaultType: "INPUT",
  ...npua,
  unsigned: true,
};
const grade = {
  title: "单选框",
  name: "grade",
  dataType: "enum('opt0','opt1')",
  comment: "等级:opt0=一等,opt1=二等",
  designType: "radio",
  table: { render: "tag", operator: "eq", sortable: "false" },
  form: validator(),
  type: "enum",
  length: 0,
  precision: 0,
  default: "opt0",
  defaultType: "INPUT",
  ...npua,
  null: true,
};
const tags = {
  title: "复选框",
  name: "tags",
  dataType: "set('opt0','opt1')",
  comment: "标签:opt0=新品,opt1=热卖",
  designType: "checkbox",
  table: { render: "tags", operator: "FIND_IN_SET", sortable: "false" },
  form: validator(),
  type: "set",
  length: 0,
  precision: 0,
  default: "opt0,opt1",
  defaultType: "INPUT",
  ...npua,
  null: true,
};
const price = {
  title: "浮点数",
  name: "price",
  type: "decimal",
  length: 5,
  precision: 2,
  defaultType: "NULL",
  ...npua,
  null: true,
  comment: "价格",
  designType: "float",
  table: { render: "none", operator: "RANGE", sortable: "custom" },
  form: { ...validator("float"), step: 1 },
};
export const timestamp = (name: "update_time" | "create_time", comment: string) => ({
  title: comment,
  name,
  comment,
  designType: "timestamp",
  formBuildExclude: true,
  table: {
    render: "datetime",
    operator: "RANGE",
    sortable: "custom",
    width: 160,
    timeFormat: "yyyy-mm-dd hh:MM:ss",
  },
  form: validator("date"),
  type: "bigint",
  length: 16,
  precision: 0,
  defaultType: "NULL",
  ...npua,
  null: true,
  unsigned: true,
});

/** `state.table` of its design view, its file locations as our getFileData answers them. */
export const tableOf = (name: string, comment: string) => ({
  name,
  comment,
  quickSearchField: ["id"],
  defaultSortField: "id",
  formFields: ["title", "status", "grade", "tags", "price"],
  columnFields: ["id", "title", "status", "grade", "tags", "price", "update_time", "create_time"],
  defaultSortType: "desc",
  generateRelativePath: name,
  isCommonModel: 0,
  modelFile: "",
  controllerFile: "",
  validateFile: "",
  webViewsDir: "",
  databaseConnection: "",
  designChange: [],
  rebuild: "No",
});
export const fields = [
  pk,
  title,
  status,
  grade,
  tags,
  price,
  timestamp("update_time", "修改时间"),
  timestamp("create_time", "创建时间"),
];

/** A textarea as its palette adds it to a reopened design. */
export const memo = {
  title: "多行文本",
  name: "memo",
  comment: "备注",
  designType: "textarea",
  table: { operator: "false" },
  form: { ...validator(), rows: 3 },
  type: "varchar",
  length: 255,
  precision: 0,
  defaultType: "EMPTY STRING",
  ...npua,
};
