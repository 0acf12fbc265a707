import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { FriendLinks } from "./friend-links.tsx";

const texts = { label: "友情链接：下拉选择", empty: "暂无友情链接" };
const links = [
  { id: 4, title: "示例", link: "https://example.com" },
  { id: 9, title: "另一个", link: "https://example.org/a" },
];

describe("FriendLinks", () => {
  it("renders the links as plain anchors opening a new window before any script runs", () => {
    const html = renderToString(<FriendLinks links={links} {...texts} />);
    expect(html).toContain("<summary");
    expect(html).toContain(texts.label);
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/example\.com"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    );
    expect(html).toContain("另一个");
    expect(html).not.toContain("<select");
  });

  it("says 暂无友情链接 without a script when there is no link", () => {
    const html = renderToString(<FriendLinks links={[]} {...texts} />);
    expect(html).toContain(texts.empty);
    expect(html).not.toContain("<a ");
  });

  it("becomes a select labelled 友情链接：下拉选择, showing 暂无友情链接 when there is no link", () => {
    render(<FriendLinks links={[]} {...texts} />);
    const select = screen.getByRole("combobox", { name: texts.label });
    expect(select.tagName).toBe("SELECT");
    expect(screen.getByRole("option", { name: texts.empty })).toHaveProperty("disabled", true);
  });

  it("opens the chosen link in a new window, without access back to this page", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    render(<FriendLinks links={links} {...texts} />);
    const select = screen.getByRole("combobox", { name: texts.label });
    fireEvent.change(select, { target: { value: "9" } });
    expect(open).toHaveBeenCalledWith("https://example.org/a", "_blank", "noopener,noreferrer");
    // The prompt stays selected, so choosing the same link again opens it again.
    expect((select as HTMLSelectElement).value).toBe("");
  });
});
