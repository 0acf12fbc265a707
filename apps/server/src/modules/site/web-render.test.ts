import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ISLANDS_ENTRY, isPublicPath, publicAssets } from "./web-render.ts";

describe("isPublicPath", () => {
  it("keeps the admin area and the member centre out of server rendering", () => {
    for (const path of ["/", "/index", "/article/1", "/us/company", "/users", "/administration"])
      expect(isPublicPath(path), path).toBe(true);
    for (const path of ["/admin", "/admin/login", "/ADMIN/x", "/user", "/user/login"])
      expect(isPublicPath(path), path).toBe(false);
  });
});

describe("publicAssets", () => {
  let dist = "";
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const withManifest = (manifest: unknown) => {
    dist = mkdtempSync(join(tmpdir(), "assets-"));
    mkdirSync(join(dist, ".vite"));
    writeFileSync(join(dist, ".vite", "islands-manifest.json"), JSON.stringify(manifest));
    return publicAssets(dist);
  };

  it("names the islands' entry, preloads its static imports once, and collects their stylesheets", () => {
    const assets = withManifest({
      [ISLANDS_ENTRY]: {
        file: "assets/islands-1.js",
        imports: ["_a.js", "_b.js"],
        css: ["assets/islands-1.css"],
      },
      "_a.js": { file: "assets/a-2.js", imports: ["_b.js"] },
      "_b.js": { file: "assets/b-3.js", css: ["assets/b-3.css"] },
      "src/features/public/pages/banner-carousel.tsx": { file: "assets/banner-4.js", isDynamicEntry: true },
    });
    expect(assets).toEqual({
      script: "/assets/islands-1.js",
      preload: ["/assets/a-2.js", "/assets/b-3.js"],
      css: ["/assets/islands-1.css", "/assets/b-3.css"],
    });
  });

  it("is empty for a build without the islands' entry", () => {
    expect(withManifest({ "index.html": { file: "assets/app.js" } })).toEqual({
      script: undefined,
      preload: [],
      css: [],
    });
  });
});
