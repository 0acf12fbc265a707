import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadsToPage, SLOW_NAVIGATION_MS, startNavProgress } from "./nav-progress.ts";
import { PROGRESS_MINIMUM, PROGRESS_TRICKLE_MS } from "./nav-progress-state.ts";
import { showNotFoundAddress } from "./not-found-address.ts";
import { countViewWhenShown } from "./view-beacon.ts";

const click = (init: MouseEventInit = {}) =>
  new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }) as MouseEvent & {
    target: Element;
  };

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement("a");
  a.href = href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  a.textContent = "x";
  document.body.append(a);
  return a;
}

const pressed = (a: Element, init: MouseEventInit = {}) => {
  const event = click(init);
  Object.defineProperty(event, "target", { value: a });
  return leadsToPage(event, window.location);
};

describe("leadsToPage", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("is true for a plain click on a link to another page of the site", () => {
    expect(pressed(link("/list?cid=1"))).toBe(true);
  });

  it("is false for new tabs, modified clicks, downloads, other sites and anchors on this page", () => {
    expect(pressed(link("/list", { target: "_blank" }))).toBe(false);
    expect(pressed(link("/list"), { ctrlKey: true })).toBe(false);
    expect(pressed(link("/file.pdf", { download: "" }))).toBe(false);
    expect(pressed(link("https://elsewhere.example.com/"))).toBe(false);
    expect(pressed(link(`${window.location.pathname}${window.location.search}#culture`))).toBe(false);
  });
});

describe("startNavProgress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("shows the bar once a navigation is slow, from 8 %, creeping forward until the page is left", () => {
    const doc = document.implementation.createHTMLDocument("t");
    startNavProgress(doc);
    doc.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(doc.querySelector(".nav-progress")).toBeNull();
    vi.advanceTimersByTime(SLOW_NAVIGATION_MS);
    const bar = doc.querySelector<HTMLElement>(".nav-progress");
    expect(bar?.getAttribute("role")).toBe("progressbar");
    expect(Number(bar?.dataset.progress)).toBe(PROGRESS_MINIMUM);
    vi.advanceTimersByTime(PROGRESS_TRICKLE_MS);
    expect(Number(bar?.dataset.progress)).toBeGreaterThan(PROGRESS_MINIMUM);
    window.dispatchEvent(new Event("pageshow"));
    expect(doc.querySelector(".nav-progress")).toBeNull();
  });
});

describe("showNotFoundAddress", () => {
  it("shows /404 in the address bar for the 404 page answered at an unknown path, and nothing else", () => {
    history.replaceState(null, "", "/no/such/page?x=1");
    document.body.dataset.page = "list";
    showNotFoundAddress();
    expect(window.location.pathname).toBe("/no/such/page");
    document.body.dataset.page = "notFound";
    showNotFoundAddress();
    expect(window.location.pathname).toBe("/404");
    delete document.body.dataset.page;
  });

  it("keeps an English 404 page at the English 404 address", () => {
    history.replaceState(null, "", "/en/no/such/page");
    document.body.dataset.page = "notFound";
    showNotFoundAddress();
    expect(window.location.pathname).toBe("/en/404");
    delete document.body.dataset.page;
  });
});

describe("countViewWhenShown", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("counts the view of a prerendered article when it is shown, once", () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    const doc = document.implementation.createHTMLDocument("t");
    doc.body.innerHTML = '<article data-article-id="12"></article>';
    Object.defineProperty(doc, "prerendering", { value: true, configurable: true });
    countViewWhenShown(doc);
    expect(beacon).not.toHaveBeenCalled();
    doc.dispatchEvent(new Event("prerenderingchange"));
    doc.dispatchEvent(new Event("prerenderingchange"));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledWith("/api/portal/view?id=12");
  });

  it("leaves a page loaded the normal way to the server, which counted it", () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    document.body.innerHTML = '<article data-article-id="12"></article>';
    countViewWhenShown(document);
    expect(beacon).not.toHaveBeenCalled();
  });
});
