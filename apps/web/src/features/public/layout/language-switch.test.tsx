import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageSwitch } from "./language-switch.tsx";

const props = {
  lang: "zh-cn",
  label: "切换语言",
  options: [
    { code: "zh-cn", name: "简体中文", href: "/list?cid=2" },
    { code: "en", name: "English", href: "/en/list?cid=2" },
  ],
};

function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
  return assign;
}

describe("LanguageSwitch", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // biome-ignore lint/suspicious/noDocumentCookie: removes the cookie the test made the component write.
    document.cookie = "lang=; path=/; max-age=0";
    localStorage.clear();
  });

  it("is a select labelled 切换语言 showing the page's language", () => {
    render(<LanguageSwitch {...props} />);
    const select = screen.getByRole("combobox", { name: "切换语言" }) as HTMLSelectElement;
    expect(select.value).toBe("zh-cn");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["简体中文", "English"]);
  });

  it("stores the chosen language in the cookie and localStorage, then opens the page in it", () => {
    const assign = stubAssign();
    const cookie = vi.spyOn(document, "cookie", "set");
    render(<LanguageSwitch {...props} />);
    fireEvent.change(screen.getByRole("combobox", { name: "切换语言" }), { target: { value: "en" } });
    expect(cookie).toHaveBeenCalledWith("lang=en; path=/; max-age=31536000; samesite=lax");
    expect(localStorage.getItem("lang")).toBe("en");
    expect(assign).toHaveBeenCalledExactlyOnceWith("/en/list?cid=2");
  });
});
