// Compiled by `npm run typecheck` and by wrong-calls.test.ts, never run. Every line under a
// `@ts-expect-error` must fail to compile: a wrong path, parameter or body is caught by the types.
import type { CorpClient } from "./client.ts";
import type { CorpHooks } from "./react.ts";

export async function rightCalls(corp: CorpClient) {
  const page = await corp.get("/api/portal/articles", { params: { query: { limit: 5 } } });
  const titles: string[] = page.list.map((article) => article.title);
  await corp.post("/api/user/checkIn", { body: { tab: "login", username: "reader", password: "secret-1" } });
  await corp.get("/api/common/clickCaptcha", { params: { query: { id: "captcha-id" } } });
  await corp.delete("/admin/{controller}/del", { params: { path: { controller: "auth.Admin" } } });
  return titles;
}

export function useRightHooks(hooks: CorpHooks) {
  const articles = hooks.usePortalArticles({ params: { query: { cid: 2 } } });
  const checkIn = hooks.useUserCheckIn();
  checkIn.mutate({ body: { tab: "register", username: "reader", password: "secret-1" } });
  const titles: string[] | undefined = articles.data?.list.map((article) => article.title);
  return titles;
}

export async function wrongPaths(corp: CorpClient) {
  // @ts-expect-error a path the contract does not have
  await corp.get("/api/portal/article-list");
  // @ts-expect-error a path that only answers GET, called with POST
  await corp.post("/api/portal/articles", {});
}

export async function wrongParameters(corp: CorpClient) {
  // @ts-expect-error a query parameter of the wrong type
  await corp.get("/api/portal/articles", { params: { query: { limit: "five" } } });
  // @ts-expect-error a query parameter the operation does not take
  await corp.get("/api/portal/articles", { params: { query: { size: 5 } } });
  // @ts-expect-error a required query parameter left out
  await corp.get("/api/common/clickCaptcha");
  // @ts-expect-error a path parameter of another name
  await corp.delete("/admin/{controller}/del", { params: { path: { table: "admin" } } });
}

export async function wrongBodies(corp: CorpClient) {
  // @ts-expect-error a value outside the body's enum
  await corp.post("/api/user/checkIn", { body: { tab: "signin", username: "reader", password: "secret-1" } });
  // @ts-expect-error a required body field left out
  await corp.post("/api/user/checkIn", { body: { tab: "login", username: "reader" } });
  // @ts-expect-error no body where the operation requires one
  await corp.post("/admin/index/login");
}

export async function wrongFilters(corp: CorpClient) {
  const path = { controller: "auth.Admin" };
  await corp.get("/admin/{controller}/index", {
    // @ts-expect-error an operator the filters do not have
    params: { path, query: { search: [{ field: "id", operator: "like" }] } },
  });
  await corp.get("/admin/{controller}/export", {
    // @ts-expect-error a filter without its field
    params: { path, query: { search: [{ operator: "NULL" }] } },
  });
  await corp.get("/admin/content.FriendLink/index", {
    // @ts-expect-error a field the friendly links' filters do not have
    params: { query: { search: [{ field: "username", operator: "eq", val: "admin" }] } },
  });
  // @ts-expect-error a friendly link needs its address
  await corp.post("/admin/content.FriendLink/add", { body: { title: "澄芯" } });
  const links = await corp.get("/admin/content.FriendLink/index");
  // @ts-expect-error a friendly link's title is text
  const weight: number = links.list[0]?.title ?? 0;
  const csv = await corp.get("/admin/{controller}/export", { params: { path } });
  // @ts-expect-error the export is CSV text, not rows
  csv.list;
  return weight;
}

export async function wrongAnswers(corp: CorpClient) {
  const page = await corp.get("/api/portal/articles");
  // @ts-expect-error the answer is the envelope's data: it has no `code`
  page.code;
  // @ts-expect-error a list is not a number
  const count: number = page.list;
  return count;
}

export function useWrongHooks(hooks: CorpHooks) {
  // @ts-expect-error a hook for an operation the contract does not have
  hooks.usePortalArticleList();
  // @ts-expect-error a hook given a parameter of the wrong type
  const articles = hooks.usePortalArticles({ params: { query: { cid: "news" } } });
  const checkIn = hooks.useUserCheckIn();
  // @ts-expect-error a mutation sent with a body field of the wrong type
  checkIn.mutate({ body: { tab: "login", username: 42, password: "secret-1" } });
  return articles;
}
