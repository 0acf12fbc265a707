import { randomUUID } from "node:crypto";
import type { Lang } from "@corp/domain/lang";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAdmin, type TestApp } from "./test/test-app.ts";

type Case = {
  /** The kind of check that refuses the request, and who checks it. */
  kind: string;
  method: "GET" | "POST";
  url: string;
  payload?: object;
  admin?: boolean;
  /** The refused field and its text in each language. */
  field: string;
  /** The answer's message, when more precise than 'Incorrect parameter!'. */
  msg?: Record<Lang, string>;
  says: Record<Lang, string>;
};

const LIST_OPERATORS =
  "eq, ne, gt, egt, lt, elt, LIKE, NOT LIKE, IN, NOT IN, RANGE, NOT RANGE, NULL, NOT NULL";

/**
 * One request for each kind of schema check the API runs, the route's own (Ajv, on the contract's schema)
 * and a procedure's (zod, behind BuildAdmin's REST actions): each refusal is HTTP 400 `Incorrect
 * parameter!` naming the field with the catalogue's text in the asked language, never the checker's English.
 */
const CASES: Case[] = [
  {
    kind: "maxLength (Ajv)",
    method: "POST",
    url: "/api/lead/submit",
    payload: { key: randomUUID(), name: "访客", message: "长".repeat(10_001) },
    field: "message",
    says: { "zh-cn": "message 最多 10000 个字符", en: "message must have at most 10000 characters" },
  },
  {
    kind: "pattern (Ajv)",
    method: "POST",
    url: "/api/lead/submit",
    payload: { key: "short", message: "你好" },
    field: "key",
    says: { "zh-cn": "key 的格式不正确", en: "key is not in the form it must have" },
  },
  {
    kind: "required (Ajv)",
    method: "POST",
    url: "/admin/index/login",
    payload: { username: "admin" },
    field: "password",
    says: { "zh-cn": "password 为必填项", en: "password must be filled in" },
  },
  {
    kind: "enum (Ajv)",
    method: "POST",
    url: "/api/user/checkIn",
    payload: { tab: "signin", username: "reader", password: "secret-1" },
    field: "tab",
    says: { "zh-cn": "tab 只能是：login, register", en: "tab must be one of: login, register" },
  },
  {
    kind: "type (Ajv)",
    method: "GET",
    url: "/api/portal/articles?limit=five",
    field: "limit",
    says: { "zh-cn": "limit 须为整数", en: "limit must be a whole number" },
  },
  {
    kind: "maximum (Ajv)",
    method: "GET",
    url: "/api/portal/articles?limit=51",
    field: "limit",
    says: { "zh-cn": "limit 不能大于 50", en: "limit must be 50 or less" },
  },
  {
    kind: "minimum (Ajv)",
    method: "GET",
    url: "/api/portal/articles?page=0",
    field: "page",
    says: { "zh-cn": "page 不能小于 1", en: "page must be 1 or more" },
  },
  {
    kind: "a route's own check",
    method: "GET",
    url: "/api/portal/search?q=%20",
    field: "q",
    msg: { "zh-cn": "请输入搜索关键词！", en: "Please enter something to search for!" },
    says: { "zh-cn": "请输入搜索关键词！", en: "Please enter something to search for!" },
  },
  {
    kind: "too long (zod)",
    method: "POST",
    url: "/admin/content.FriendLink/add",
    admin: true,
    payload: { title: "长".repeat(300), link: "https://www.example.com/" },
    field: "title",
    says: { "zh-cn": "title 最多 100 个字符", en: "title must have at most 100 characters" },
  },
  {
    kind: "required (zod)",
    method: "POST",
    url: "/admin/content.FriendLink/add",
    admin: true,
    payload: { title: " ", link: "https://www.example.com/" },
    field: "title",
    says: { "zh-cn": "title 为必填项", en: "title must be filled in" },
  },
  {
    kind: "the field's own check (zod)",
    method: "POST",
    url: "/admin/content.FriendLink/add",
    admin: true,
    payload: { title: "澄芯", link: "ftp://example.com" },
    field: "link",
    says: {
      "zh-cn": "link：请输入以 http:// 或 https:// 开头的网址",
      en: "link: Enter an address starting with http:// or https://",
    },
  },
  {
    kind: "format (zod)",
    method: "POST",
    url: "/admin/auth.Admin/add",
    admin: true,
    payload: { username: "editor07", nickname: "编辑", password: "secret-1", email: "not-an-address" },
    field: "email",
    says: { "zh-cn": "email 须为有效的电子邮箱", en: "email must be a valid email address" },
  },
  {
    kind: "enum (zod)",
    method: "GET",
    url: `/admin/content.Article/index?search=${encodeURIComponent('[{"field":"id","operator":"contains"}]')}`,
    admin: true,
    field: "search.0.operator",
    says: {
      "zh-cn": `search.0.operator 只能是：${LIST_OPERATORS}`,
      en: `search.0.operator must be one of: ${LIST_OPERATORS}`,
    },
  },
  {
    kind: "type (zod)",
    method: "GET",
    url: `/admin/content.Article/index?search=${encodeURIComponent('{"field":"id"}')}`,
    admin: true,
    field: "search",
    says: { "zh-cn": "search 须为列表", en: "search must be a list" },
  },
  {
    kind: "minimum (zod)",
    method: "GET",
    url: "/admin/content.Article/index?limit=0",
    admin: true,
    field: "limit",
    says: { "zh-cn": "limit 不能小于 1", en: "limit must be 1 or more" },
  },
  {
    kind: "too many items (zod)",
    method: "GET",
    url: `/admin/content.Article/index?search=${encodeURIComponent(
      JSON.stringify(Array.from({ length: 51 }, () => ({ field: "id", operator: "NOT NULL" }))),
    )}`,
    admin: true,
    field: "search",
    says: { "zh-cn": "search 最多 50 项", en: "search must have at most 50 items" },
  },
];

describe("a request its schema refuses is answered in the asked language, naming the field", () => {
  let t: TestApp;
  let token = "";

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAdmin(t.app)).token;
  });
  afterAll(() => t.close());

  for (const lang of ["zh-cn", "en"] as const) {
    it.each(CASES)(`$kind (${lang})`, async ({ method, url, payload, admin, field, msg, says }) => {
      const res = await t.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { "think-lang": lang, ...(admin ? { batoken: token } : {}) },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
      const body = res.json();
      expect(body.msg).toBe(msg?.[lang] ?? (lang === "en" ? "Incorrect parameter!" : "参数不正确！"));
      expect(body.data.fields[field]).toBe(says[lang]);
    });
  }
});
