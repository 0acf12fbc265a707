import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app.ts";

describe("bad input gets a catalogue message, never a stack", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/admin/index/login",
      headers: { "content-type": "application/json", ...headers },
      payload,
    });

  it("malformed JSON: 400 Incorrect parameter!", async () => {
    const res = await post("{ not json", { "think-lang": "en" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, msg: "Incorrect parameter!", data: null });
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it("wrong types: 400 with the offending field", async () => {
    const res = await post(JSON.stringify({ username: { $ne: 1 }, password: ["x"] }), { "think-lang": "en" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.msg).toBe("Incorrect parameter!");
    expect(Object.keys(body.data.fields).length).toBeGreaterThan(0);
  });

  it("missing fields: 400 naming them", async () => {
    const res = await post(JSON.stringify({ username: "admin" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty("password");
  });

  it("oversized body: 413 with a clear message", async () => {
    const big = JSON.stringify({ username: "admin", password: "x".repeat(2 * 1024 * 1024) });
    const res = await post(big, { "think-lang": "en" });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 0, msg: "The submitted data is too large!" });
  });

  it("over-long strings are refused by the contract limits", async () => {
    const res = await post(JSON.stringify({ username: "a".repeat(500), password: "secret1" }));
    expect(res.statusCode).toBe(400);
  });

  it("unsupported content type: 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/index/login",
      headers: { "content-type": "application/xml", "think-lang": "en" },
      payload: "<a/>",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().msg).toBe("Unsupported data format!");
  });

  it("unknown API path: 404 with the address", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope?x=1", headers: { "think-lang": "en" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 0, msg: "Error requesting address:/api/nope" });
  });

  it("sets security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/Index/common" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
