import { USER_CONTENT_PREFIX } from "@corp/domain/user-content";
import { afterEach, describe, expect, it, vi } from "vitest";
import { followUserContentAnchors } from "./user-content-anchor.ts";

function heading(id: string): HTMLElement {
  const element = document.createElement("h2");
  element.id = id;
  element.scrollIntoView = vi.fn();
  document.body.append(element);
  return element;
}

describe("followUserContentAnchors", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    history.replaceState(null, "", window.location.pathname);
  });

  it("scrolls to the prefixed anchor of the rich text a fragment names", () => {
    const culture = heading(`${USER_CONTENT_PREFIX}culture`);
    const values = heading(`${USER_CONTENT_PREFIX}价值观`);
    history.replaceState(null, "", "#culture");
    followUserContentAnchors(window);
    expect(culture.scrollIntoView).toHaveBeenCalledTimes(1);
    history.replaceState(null, "", `#${encodeURIComponent("价值观")}`);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(values.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("leaves a fragment naming an element of the page itself to the browser", () => {
    const own = heading("comments");
    const content = heading(`${USER_CONTENT_PREFIX}comments`);
    history.replaceState(null, "", "#comments");
    followUserContentAnchors(window);
    expect(own.scrollIntoView).not.toHaveBeenCalled();
    expect(content.scrollIntoView).not.toHaveBeenCalled();
  });
});
