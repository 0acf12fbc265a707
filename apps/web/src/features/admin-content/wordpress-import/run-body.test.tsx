import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n/i18n.ts";
import { FullTheme } from "../../../theme/full-theme.tsx";
import { type ImportRun, RunBody } from "./run-body.tsx";
import { testLines as lines, testPreview as preview } from "./test-report.ts";

/** Renders as the admin area does: with every recipe (the progress bar's among them). */
const renderWithTheme = (ui: ReactElement) => render(<FullTheme>{ui}</FullTheme>);

const run = (status: ImportRun["status"], more: Partial<ImportRun> = {}): ImportRun => ({
  id: 1,
  status,
  total: 10,
  done: 0,
  imported: 0,
  skipped: 0,
  error: "",
  report: { preview },
  ...more,
});

describe("a WordPress import run in the dialog", () => {
  afterEach(() => setLanguage("zh-cn"));

  it("previews what will be imported, per kind, and the other types left out", () => {
    renderWithTheme(<RunBody run={run("previewed")} />);
    expect(screen.getByText("https://old.example.com")).toBeTruthy();
    expect(screen.getByText("不导入的其他类型：nav_menu_item × 5")).toBeTruthy();
    expect(document.querySelector('[data-kind="post"]')?.textContent).toBe("文章200");
  });

  it("shows a running import as a bar of done of total", () => {
    renderWithTheme(<RunBody run={run("running", { done: 3 })} />);
    expect(screen.getByRole("progressbar")).toBeTruthy();
    expect(screen.getByText("已处理 3 / 10")).toBeTruthy();
  });

  it("reports each line, filtered by result, with the new address of an article as a link", () => {
    renderWithTheme(<RunBody run={run("done", { total: 3, report: { preview, lines } })} />);
    expect(screen.getByText("共 3 条：导入 1 条，跳过 1 条，失败 1 条")).toBeTruthy();
    const link = screen.getByRole("link", { name: "/article/3" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.getByText("/发/")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "失败 (1)" }));
    expect(screen.queryByText("发布会")).toBeNull();
    expect(screen.getByText("原网站答复 HTTP 404")).toBeTruthy();
  });

  it("shows why a run failed, and its preview when it reported nothing yet, in English too", async () => {
    await setLanguage("en");
    renderWithTheme(<RunBody run={run("failed", { error: "interrupted: the server stopped" })} />);
    expect(screen.getByRole("alert").textContent).toContain("interrupted: the server stopped");
    expect(screen.getByText("What was imported stays; starting the import again skips it.")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Imported before" })).toBeTruthy();
  });
});
