import { type TableDesign, type TableDesignInput, tableDesign } from "./design-schema.ts";

/** A small product table of five field types, as a designer would draw it (for the tests). */
export const productDraft: TableDesignInput = {
  name: "demo_product",
  title: "演示产品",
  titleEn: "Demo products",
  quickSearch: ["id", "name"],
  fields: [
    { key: "k1", name: "name", type: "string", title: "名称", length: 100, form: { required: true } },
    { key: "k2", name: "stock", type: "number", title: "库存", index: "index" },
    { key: "k3", name: "on_sale", type: "switch", title: "在售", default: 1 },
    {
      key: "k4",
      name: "grade",
      type: "radio",
      title: "等级",
      options: [
        { value: "a", label: "一等" },
        { value: "b", label: "二等" },
      ],
    },
    { key: "k5", name: "launch_time", type: "datetime", title: "上市时间", nullable: true },
  ],
};

export const product = (patch: Partial<TableDesignInput> = {}): TableDesign =>
  tableDesign.parse({ ...productDraft, ...patch });
