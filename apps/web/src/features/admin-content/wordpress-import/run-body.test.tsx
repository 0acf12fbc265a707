import { fireEvent, render, screen, waitFor } from "@testing-library/react";
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

  it("lists the files a post misses at their old addresses, and uploads one in its place", async () => {
    const missing = { ...lines[0], missing: ["2025/04/机器.png", "2025/04/b.png"] };
    const placed: [number, string, string][] = [];
    const onPlace = async (line: { id: number }, path: string, file: File) => {
      placed.push([line.id, path, file.name]);
    };
    const done = run("done", { total: 1, report: { preview, lines: [missing] } });
    const view = renderWithTheme(<RunBody run={done} onPlace={onPlace} />);
    expect(screen.getByText("未导入的文件（正文中仍指向原网站）：")).toBeTruthy();
    const address = "https://old.example.com/wp-content/uploads/2025/04/机器.png";
    expect(screen.getByText(address)).toBeTruthy();
    const input = screen.getByLabelText(`补传 ${address}`).querySelector("input[type=file]");
    const file = new File(["png"], "machine.png", { type: "image/png" });
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(placed).toEqual([[7, "2025/04/机器.png", "machine.png"]]));
    view.unmount();

    // Without the right to import, the files are listed with no upload.
    await setLanguage("en");
    renderWithTheme(<RunBody run={done} />);
    expect(screen.getByText("Files not imported (its text still points at the old site):")).toBeTruthy();
    expect(screen.getByText("https://old.example.com/wp-content/uploads/2025/04/b.png")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Upload/ })).toBeNull();
    expect(document.querySelector("input[type=file]")).toBeNull();
  });

  it("shows why a run failed, and its preview when it reported nothing yet, in English too", async () => {
    await setLanguage("en");
    renderWithTheme(<RunBody run={run("failed", { error: "interrupted: the server stopped" })} />);
    expect(screen.getByRole("alert").textContent).toContain("interrupted: the server stopped");
    expect(screen.getByText("What was imported stays; starting the import again skips it.")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Imported before" })).toBeTruthy();
  });
});
