import { act, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HeaderState } from "./header-state.tsx";

function inHeader(ui: ReactElement) {
  const header = document.createElement("header");
  header.innerHTML = '<img data-site-logo src="https://site.test/logo.png" alt="">';
  document.body.append(header);
  const view = render(ui, { container: header.appendChild(document.createElement("div")) });
  return { header, view };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

const logos = { logo: "https://site.test/logo.png", logo2: "https://site.test/logo2.png" };

describe("HeaderState", () => {
  afterEach(() => {
    localStorage.clear();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    document.body.innerHTML = "";
  });

  it("switches the header to its scrolled style and logo past 60 px, and back", () => {
    const { header } = inHeader(<HeaderState {...logos} />);
    const logo = header.querySelector("img");
    expect(header.hasAttribute("data-scrolled")).toBe(false);
    scrollTo(59);
    expect(header.hasAttribute("data-scrolled")).toBe(false);
    scrollTo(60);
    expect(header.hasAttribute("data-scrolled")).toBe(true);
    expect(header.classList.contains("site-header--scrolled")).toBe(true);
    expect(logo?.getAttribute("src")).toBe(logos.logo2);
    scrollTo(0);
    expect(header.hasAttribute("data-scrolled")).toBe(false);
    expect(logo?.getAttribute("src")).toBe(logos.logo);
  });

  it("keeps the logo when there is no second one", () => {
    const { header } = inHeader(<HeaderState logo={logos.logo} logo2="" />);
    scrollTo(200);
    expect(header.querySelector("img")?.getAttribute("src")).toBe(logos.logo);
  });

  it("renders the guest's member centre link on the server", () => {
    localStorage.setItem("userInfo", JSON.stringify({ nickname: "小明" }));
    const html = renderToString(<HeaderState {...logos} member={{ label: "会员中心" }} />);
    expect(html).toContain('href="/user"');
    expect(html).toContain("会员中心");
    expect(html).not.toContain("小明");
  });

  it("names the logged-in member in the browser", () => {
    localStorage.setItem("userInfo", JSON.stringify({ nickname: "小明", username: "ming" }));
    inHeader(<HeaderState {...logos} member={{ label: "会员中心" }} />);
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("/user");
    expect(link.textContent).toContain("小明");
    expect(link.textContent).toContain("会员中心");
  });

  it("shows the guest label when the stored member is unreadable", () => {
    localStorage.setItem("userInfo", "{broken");
    inHeader(<HeaderState {...logos} member={{ label: "会员中心" }} />);
    expect(screen.getByRole("link").textContent).toBe("会员中心");
  });

  it("renders no link when the member centre is off", () => {
    inHeader(<HeaderState {...logos} />);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
