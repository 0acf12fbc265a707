import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../../../test/render.tsx";
import { FriendLinks } from "./friend-links.tsx";

describe("FriendLinks", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows its label, and 暂无友情链接 when there is no link", () => {
    renderWithTheme(<FriendLinks links={[]} />);
    const select = screen.getByLabelText("友情链接：下拉选择");
    expect(select).toBeTruthy();
    expect(screen.getByText("暂无友情链接")).toBeTruthy();
  });

  it("opens the chosen link in a new window", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    renderWithTheme(<FriendLinks links={[{ id: 4, title: "示例", link: "https://example.com" }]} />);
    fireEvent.change(screen.getByLabelText("友情链接：下拉选择"), { target: { value: "4" } });
    expect(open).toHaveBeenCalledWith("https://example.com", "_blank", "noopener,noreferrer");
  });
});
