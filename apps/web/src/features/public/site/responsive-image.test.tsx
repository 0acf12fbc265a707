import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponsiveImage, responsiveSrcSet } from "./responsive-image.tsx";

describe("responsive image", () => {
  it("lists the allowed widths below the image's own, then the original", () => {
    expect(responsiveSrcSet("/static/images/banner/1.jpg", 700)).toBe(
      "/static/images/banner/1.jpg?w=160 160w, /static/images/banner/1.jpg?w=320 320w, " +
        "/static/images/banner/1.jpg?w=480 480w, /static/images/banner/1.jpg?w=640 640w, " +
        "/static/images/banner/1.jpg 700w",
    );
  });

  it("leaves images the server cannot resize alone", () => {
    expect(responsiveSrcSet("https://cdn.example.com/a.jpg", 1200)).toBe("");
    expect(responsiveSrcSet("/static/images/logo.svg", 1200)).toBe("");
    expect(responsiveSrcSet("/static/images/a.jpg?x=1", 1200)).toBe("");
  });

  it("renders an img that reserves its space", () => {
    const { container } = render(
      <ResponsiveImage src="/storage/default/a.png" alt="产品" width={1000} height={500} sizes="50vw" />,
    );
    const img = container.querySelector("img");
    expect(img?.getAttribute("width")).toBe("1000");
    expect(img?.getAttribute("height")).toBe("500");
    expect(img?.getAttribute("alt")).toBe("产品");
    expect(img?.getAttribute("sizes")).toBe("50vw");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("srcset")).toContain("/storage/default/a.png?w=960 960w");
    expect(img?.getAttribute("srcset")).toContain("/storage/default/a.png 1000w");
  });
});
