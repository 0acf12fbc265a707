import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n/i18n.ts";
import { FullTheme } from "../../theme/full-theme.tsx";
import { GrantsInput } from "./grants-input.tsx";

/** The import page's rules as the rule list gives them: stored in Chinese, no English title stored. */
const tree = [
  {
    id: 1,
    name: "content/wordpressImport",
    title: "WordPress 导入",
    title_en: null,
    children: [
      { id: 2, name: "content/wordpressImport/add", title: "添加", title_en: null },
      { id: 3, name: "content/wordpressImport/import", title: "开始导入", title_en: null },
    ],
  },
];

const renderTree = () =>
  render(
    <FullTheme>
      <GrantsInput tree={tree} value={[3]} onChange={() => undefined} label="rules" />
    </FullTheme>,
  );

describe("a group's rule tree", () => {
  afterEach(() => setLanguage("zh-cn"));

  it("names the import's own right in Chinese and in English", async () => {
    const zh = renderTree();
    expect(screen.getByLabelText("开始导入")).toBeTruthy();
    zh.unmount();
    await setLanguage("en");
    renderTree();
    expect(screen.getByText("WordPress import")).toBeTruthy();
    expect(screen.getByLabelText("Import")).toBeTruthy();
    expect((screen.getByLabelText("Import") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText("Add")).toBeTruthy();
  });
});
