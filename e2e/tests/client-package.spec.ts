import { createCorpClient, isApiError, memorySession } from "@corp/client";
import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD } from "./helpers.ts";

// The built package (packages/client/dist) as a Node program imports it, against the built server.
test.describe("@corp/client in Node", () => {
  test("calls the server with types, sessions and catalogue errors", async ({ site }) => {
    const admin = memorySession();
    const corp = createCorpClient({ baseUrl: site.origin, language: "en", sessions: { admin } });
    const page = await corp.get("/api/portal/articles", { params: { query: { limit: 2 } } });
    expect(page.list.length).toBeGreaterThan(0);

    const refused = await corp
      .post("/api/user/checkIn", {
        body: { tab: "login", username: "nobody01", password: "not-the-password" },
      })
      .catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code).toBe(0);

    const login = await corp.post("/admin/index/login", {
      body: { username: "admin", password: ADMIN_PASSWORD },
    });
    admin.save(login.userInfo);
    const index = await corp.get("/admin/index/index");
    expect(index.adminInfo.username).toBe("admin");
  });
});
