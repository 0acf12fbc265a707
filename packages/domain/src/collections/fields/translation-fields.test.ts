import { describe, expect, it } from "vitest";
import { addInputOf, formOrder } from "../collection.ts";
import { article } from "../content/article.ts";
import { category } from "../content/category.ts";
import { corp } from "../content/corp.ts";
import { field } from "../fields.ts";
import { translated, translationsOf, untranslatedMark } from "./translation-fields.ts";

describe("a translatable field", () => {
  const fields = translated("title", field.title(200));

  it("declares its Chinese as given and its English optional, twice as long, hidden in the list", () => {
    expect(fields.title).toEqual(field.title(200));
    const english = fields.title_en;
    expect(english.translates).toBe("title");
    expect(english.column).toEqual({ sql: "character varying(400)", nullable: false, default: "''" });
    expect(english.form.value.parse(undefined)).toBe("");
    expect(english.form.value.parse("  Launch  ")).toBe("Launch");
    expect(english.form.value.safeParse("x".repeat(401)).success).toBe(false);
    expect(english.list).toMatchObject({ hidden: true, filter: { operator: "LIKE" } });
    expect(english.label).toEqual({ "zh-cn": "标题（英文）", en: "Title (English)" });
  });

  it("keeps rich text as text, sanitised like its Chinese, and takes another length when told", () => {
    const content = translated("content", field.richText()).content_en;
    expect(content.column.sql).toBe("text");
    expect(content.clean).toBe("richHtml");
    expect(content.form.input).toBe("editor");
    expect(translated("title", field.title(50), { length: 300 }).title_en.column.sql).toBe(
      "character varying(300)",
    );
  });
});

describe("the content tables' translations", () => {
  it("pair each Chinese text with its English, and the form shows the English right after it", () => {
    expect(translationsOf(article.fields)).toEqual([
      { zh: "title", en: "title_en" },
      { zh: "summary", en: "summary_en" },
      { zh: "content", en: "content_en" },
      { zh: "source", en: "source_en" },
      { zh: "author", en: "author_en" },
      { zh: "seo_title", en: "seo_title_en" },
      { zh: "keywords", en: "keywords_en" },
      { zh: "description", en: "description_en" },
    ]);
    const order = formOrder(article);
    expect(order.slice(0, 3)).toEqual(["title", "title_en", "category_id"]);
    expect(order.indexOf("content_en")).toBe(order.indexOf("content") + 1);
    expect(new Set(order).size).toBe(order.length);
  });

  it("accept an article without English, and its English when given", () => {
    const input = addInputOf(article);
    const zhOnly = input.parse({ category_id: 1, title: "新品发布" });
    expect(zhOnly.title_en).toBe("");
    expect(input.parse({ category_id: 1, title: "新品发布", title_en: "Launch" }).title_en).toBe("Launch");
    expect(input.safeParse({ category_id: 1, title: "", title_en: "Launch" }).success).toBe(false);
  });

  it("mark an untranslated row by its listed English title or name", () => {
    expect(untranslatedMark(article.fields)).toBe("title_en");
    expect(untranslatedMark(category.fields)).toBe("name_en");
    expect(untranslatedMark(corp.fields)).toBe("name_en");
    expect(untranslatedMark({ id: field.id() })).toBeUndefined();
  });
});
