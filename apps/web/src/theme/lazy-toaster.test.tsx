import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../test/render.tsx";
import { LazyToaster } from "./lazy-toaster.tsx";
import { showToast, toaster } from "./toaster-store.ts";

describe("LazyToaster", () => {
  it("renders nothing until the first toast, then shows it", async () => {
    const { container } = renderWithTheme(<LazyToaster />);
    expect(container.innerHTML).toBe("");
    act(() => showToast({ type: "success", message: "已保存" }));
    expect(await screen.findByText("已保存")).toBeTruthy();
    act(() => toaster.remove());
  });

  it("names a toast's close button in the interface's language", async () => {
    renderWithTheme(<LazyToaster />);
    act(() => showToast({ type: "warning", message: "任务失败" }));
    expect(await screen.findByRole("button", { name: "关闭通知" })).toBeTruthy();
    act(() => toaster.remove());
  });
});
