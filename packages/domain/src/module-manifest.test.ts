import { describe, expect, it } from "vitest";
import { moduleClaims, moduleManifestSchema, moduleRuleName } from "./module-manifest.ts";

const valid = {
  uid: "notice",
  title: { "zh-cn": "公告栏", en: "Notice board" },
  version: "1.0.0",
  routes: ["/notice"],
  server: "server/index.mjs",
  migrations: [
    {
      name: "0001_item",
      createTable: {
        name: "mod_notice_item",
        columns: [
          { name: "id", type: "serial", primaryKey: true },
          { name: "title", type: "varchar", length: 100 },
        ],
        rows: [{ title: "一" }],
      },
    },
  ],
  menu: [{ name: "board", title: { "zh-cn": "公告栏", en: "Board" }, page: "notice/admin.html" }],
};

describe("module manifest", () => {
  it("accepts the notice board and fills the defaults", () => {
    const manifest = moduleManifestSchema.parse(valid);
    expect(manifest.requires).toEqual([]);
    expect(manifest.menu[0]?.icon).toBe("fa fa-puzzle-piece");
  });

  it.each([
    ["an upper-case id", { uid: "Notice" }],
    ["a path-like id", { uid: "../x" }],
    ["a version that is not x.y.z", { version: "1.0" }],
    ["a route outside one segment", { routes: ["/a/b"] }],
    ["routes without a server entry", { server: undefined }],
    ["a server entry outside the zip", { server: "../server.mjs" }],
    [
      "a table of another module",
      {
        migrations: [
          { name: "0001_x", createTable: { name: "mod_other_x", columns: [{ name: "id", type: "serial" }] } },
        ],
      },
    ],
    [
      "a product table",
      {
        migrations: [
          { name: "0001_x", createTable: { name: "admin", columns: [{ name: "id", type: "serial" }] } },
        ],
      },
    ],
    [
      "a row with an undeclared column",
      {
        migrations: [
          {
            name: "0001_x",
            createTable: {
              name: "mod_notice_x",
              columns: [{ name: "id", type: "serial" }],
              rows: [{ evil: 1 }],
            },
          },
        ],
      },
    ],
    [
      "a varchar without its length",
      {
        migrations: [
          {
            name: "0001_x",
            createTable: { name: "mod_notice_x", columns: [{ name: "t", type: "varchar" }] },
          },
        ],
      },
    ],
    ["a menu page outside the zip", { menu: [{ name: "b", title: valid.title, page: "../../etc/passwd" }] }],
  ])("refuses %s", (_name, change) => {
    expect(moduleManifestSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it("declares network access as host:port pairs, none by default", () => {
    expect(moduleManifestSchema.parse(valid).network).toEqual([]);
    const declared = { ...valid, network: ["api.example.com:443", "10.0.0.5:8080"] };
    expect(moduleManifestSchema.parse(declared).network).toEqual(["api.example.com:443", "10.0.0.5:8080"]);
    for (const bad of ["api.example.com", "*:443", "http://api.example.com:443", "a b:80", "host:port"]) {
      expect(moduleManifestSchema.safeParse({ ...valid, network: [bad] }).success, bad).toBe(false);
    }
  });

  it("names what a module claims and its rules", () => {
    expect(moduleClaims({ routes: ["/notice"] }, ["notice/logo.svg"])).toEqual([
      { kind: "route", path: "/api/module/notice" },
      { kind: "file", path: "/module-assets/notice/logo.svg" },
    ]);
    expect(moduleRuleName("notice", "board")).toBe("module/notice/board");
  });
});
