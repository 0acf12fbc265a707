import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEntryAddress } from "./admin-entry.ts";
import { createCorpClient, isApiError, memorySession } from "./client.ts";
import { ADMIN_PASSWORD, startServer, type TestServer } from "./test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ ADMIN_ENTRY: "/backstage" });
});

afterAll(() => server?.close());

describe("a site whose admin entry moved (ADMIN_ENTRY=/backstage)", () => {
  it("sends the contract's /admin calls under the entry: login, a table, tRPC's transport", async () => {
    const admin = memorySession();
    const corp = createCorpClient({ baseUrl: server.baseUrl, adminEntry: "/backstage", sessions: { admin } });
    const login = await corp.post("/admin/index/login", {
      body: { username: "admin", password: ADMIN_PASSWORD },
    });
    admin.save(login.userInfo);
    const admins = await corp.get("/admin/auth.Admin/index", { params: { query: {} } });
    expect(admins.list.map((row) => row.username)).toContain("admin");
    const raw = await corp.rawFetch("/admin/trpc/dashboard.overview");
    expect(raw.status).toBe(200);
    // The member API is where it was.
    const site = await corp.get("/api/index/index", { params: { query: {} } });
    expect(site.site.siteName).not.toBe("");
  });

  it("meets a 404 at /admin without the entry, as any unknown address", async () => {
    const corp = createCorpClient({ baseUrl: server.baseUrl });
    const error = await corp
      .post("/admin/index/login", { body: { username: "admin", password: ADMIN_PASSWORD } })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
  });
});

describe("adminEntryAddress", () => {
  const at = adminEntryAddress("https://corp.example.com", "/backstage");
  it("moves the /admin paths of its own server only", () => {
    expect(at("https://corp.example.com/admin/index/login")).toBe(
      "https://corp.example.com/backstage/index/login",
    );
    expect(at("https://corp.example.com/admin?x=1")).toBe("https://corp.example.com/backstage?x=1");
    expect(at("https://corp.example.com/administrator")).toBe("https://corp.example.com/administrator");
    expect(at("https://corp.example.com/api/index/index")).toBe("https://corp.example.com/api/index/index");
    expect(at("https://cdn.example.com/admin/x")).toBe("https://cdn.example.com/admin/x");
  });
  it("leaves every address alone at /admin, and refuses an entry of more than one segment", () => {
    expect(adminEntryAddress("https://a.example", "/admin")("https://a.example/admin/x")).toBe(
      "https://a.example/admin/x",
    );
    expect(() => adminEntryAddress("https://a.example", "/a/b")).toThrow(/one path segment/);
  });
});
