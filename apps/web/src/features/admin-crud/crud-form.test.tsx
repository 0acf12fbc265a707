import { httpUrl, requiredText } from "@corp/domain/collections/field-values";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { setLanguage } from "../../i18n/i18n.ts";
import { renderWithTheme } from "../../test/render.tsx";
import { CrudForm } from "./crud-form.tsx";
import type { FieldDef } from "./fields/field-types.ts";

const schema = z.object({
  category_id: z.coerce.number().int().positive(),
  title: z.string().min(1).max(5),
});
const fields: FieldDef[] = [
  {
    name: "category_id",
    label: "分类",
    type: "select",
    options: [
      { value: "1", label: "公司新闻" },
      { value: "2", label: "行业动态" },
    ],
  },
  { name: "title", label: "标题", type: "string" },
];

function renderForm(values: Record<string, unknown>) {
  const onSubmit = vi.fn(async () => {});
  renderWithTheme(
    <CrudForm schema={schema} fields={fields} defaultValues={values} onSubmit={onSubmit} formId="f" />,
  );
  fireEvent.submit(document.getElementById("f") as HTMLFormElement);
  return onSubmit;
}

/** Submits a one-field form in `lang`, with the field's value. */
async function submitIn(
  lang: "zh-cn" | "en",
  field: { schema: z.ZodObject; label: string; value: string },
): Promise<void> {
  await setLanguage(lang);
  const [name = ""] = Object.keys(field.schema.shape);
  renderWithTheme(
    <CrudForm
      schema={field.schema}
      fields={[{ name, label: field.label, type: "string" }]}
      defaultValues={{ [name]: field.value }}
      onSubmit={vi.fn()}
      formId={lang}
    />,
  );
  fireEvent.submit(document.getElementById(lang) as HTMLFormElement);
}

describe("a CRUD form's messages", () => {
  afterEach(() => setLanguage("zh-cn"));

  it("asks for a choice left empty by its label, and speaks zod's checks in Chinese", async () => {
    const onSubmit = renderForm({ category_id: "", title: "太长的一个标题" });
    expect(await screen.findByText("请选择分类")).toBeTruthy();
    expect(screen.getByText("数值过大：期望 string <=5 字符")).toBeTruthy();
    expect(screen.queryByText(/Too small|Too big/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("speaks English when the interface does", async () => {
    await setLanguage("en");
    renderForm({ category_id: "", title: "too long a title" });
    expect(await screen.findByText("Choose 分类")).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Too big/)).toBeTruthy());
  });

  it("hands a valid choice over", async () => {
    const onSubmit = renderForm({ category_id: "2", title: "标题" });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ category_id: 2, title: "标题" }));
  });

  it("says a required text left empty is required, in the interface's language", async () => {
    const name = { schema: z.object({ name: requiredText(50) }), label: "名称", value: "  " };
    await submitIn("zh-cn", name);
    expect(await screen.findByText("此项必填")).toBeTruthy();
    await submitIn("en", name);
    expect(await screen.findByText("This field is required")).toBeTruthy();
  });

  it("shows a shared check's format key as its text, in the interface's language", async () => {
    const link = { schema: z.object({ link: httpUrl(255) }), label: "链接", value: "ftp://x" };
    await submitIn("zh-cn", link);
    expect(await screen.findByText("请输入以 http:// 或 https:// 开头的网址")).toBeTruthy();
    await submitIn("en", link);
    expect(await screen.findByText("Enter an address starting with http:// or https://")).toBeTruthy();
    expect(screen.queryByText("httpUrl")).toBeNull();
  });
});

describe("a form with translations", () => {
  it("shows each English beside its Chinese, and the other fields alone", () => {
    renderWithTheme(
      <CrudForm
        schema={z.object({ title: z.string(), title_en: z.string(), author: z.string() })}
        fields={[
          { name: "title", label: "标题", type: "string" },
          { name: "title_en", label: "标题（英文）", type: "string", translates: "title" },
          { name: "author", label: "作者", type: "string" },
        ]}
        defaultValues={{ title: "新品", title_en: "Launch", author: "" }}
        onSubmit={vi.fn()}
        formId="t"
      />,
    );
    const pairs = document.querySelectorAll("[data-translated]");
    expect(pairs).toHaveLength(1);
    const pair = pairs[0] as HTMLElement;
    expect(pair.contains(screen.getByLabelText("标题"))).toBe(true);
    expect(pair.contains(screen.getByLabelText("标题（英文）"))).toBe(true);
    expect(pair.contains(screen.getByLabelText("作者"))).toBe(false);
  });
});
