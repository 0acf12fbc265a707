import type { PublicMenuItem } from "@corp/contract/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const depth = (items: PublicMenuItem[]): number =>
  items.length === 0 ? 0 : 1 + Math.max(...items.map((i) => depth(i.children)));

describe("public start-up data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers /api/Index/common with the seeded three-level menu and friendly links", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/Index/common" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    expect(typeof body.time).toBe("number");
    expect(body.data.menuArr.length).toBeGreaterThan(3);
    expect(depth(body.data.menuArr)).toBe(3);
    expect(body.data.menuArr[0]).toMatchObject({ title: expect.any(String), title_en: expect.any(String) });
    expect(body.data.linkArr.length).toBeGreaterThan(0);
    expect(body.data.linkArr[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      title_en: expect.any(String),
      link: expect.any(String),
    });
  });

  it("matches paths case-insensitively", async () => {
    for (const url of ["/api/index/common", "/API/INDEX/COMMON", "/api/Index/index"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.json().code, url).toBe(1);
    }
  });

  it("answers /api/index/index with the site settings for a guest", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/index/index" });
    const body = res.json();
    expect(body.code).toBe(1);
    expect(body.data.site.siteName.length).toBeGreaterThan(0);
    expect(body.data.site.recordNumber.length).toBeGreaterThan(0);
    expect(body.data.site.upload.maxSize).toBe(10 * 1024 * 1024);
    expect(body.data.openMemberCenter).toBe(true);
    expect(body.data.userInfo).toBeNull();
    expect(body.data.menus).toEqual([]);
  });

  it("asks a guest to log in when requiredLogin=1", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/index/index?requiredLogin=1" });
    expect(res.json()).toMatchObject({ code: 303, data: { type: "need login" } });
  });

  it("refuses a requiredLogin that is not 0 or 1 with the catalogue message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/index/index?requiredLogin=yes" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, msg: "参数不正确！" });
  });
});
