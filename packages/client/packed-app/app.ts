// A program an integrator writes against the packed @corp/client: it is type-checked with the
// package's own declarations and run against a server (the test passes its address and the admin's
// password), printing what it read as JSON.
import { type ApiError, createCorpClient, isApiError, memorySession } from "@corp/client";

const [baseUrl = "", adminPassword = ""] = process.argv.slice(2);
const admin = memorySession();
const member = memorySession();
const corp = createCorpClient({ baseUrl, language: "en", sessions: { admin, user: member } });

const login = await corp.post("/admin/index/login", { body: { username: "admin", password: adminPassword } });
admin.save(login.userInfo);

const controller = { controller: "auth.Admin" };
const search = [{ field: "username", operator: "IN" as const, val: ["admin", "nobody"] }];
const list = await corp.get("/admin/{controller}/index", { params: { path: controller, query: { search } } });
const rows = "total" in list && Array.isArray(list.list) ? list.list : [];
const csv: string = await corp.get("/admin/{controller}/export", {
  params: { path: controller, query: { search } },
});

await corp.post("/api/user/checkIn", {
  body: { tab: "register", username: "packed01", password: "secret-1", email: "packed01@example.com" },
});
const checkIn = await corp.post("/api/user/checkIn", {
  body: { tab: "login", username: "packed01", password: "secret-1" },
});
member.save(checkIn.userInfo);
const site = await corp.get("/api/index/index", { params: { query: { requiredLogin: 1 } } });

let refused: ApiError | undefined;
try {
  await corp.get("/api/portal/articles", { params: { query: { limit: 500 } } });
} catch (error) {
  if (isApiError(error)) refused = error;
}

console.log(
  JSON.stringify({
    usernames: rows.map((row) => row.username),
    csvLines: csv.trim().split(/\r?\n/).length,
    member: site.userInfo?.username ?? null,
    refused: refused ? { status: refused.status, msg: refused.msg } : null,
  }),
);
