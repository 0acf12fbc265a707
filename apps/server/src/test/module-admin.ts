import { sql } from "kysely";
import { multipartFile } from "./multipart.ts";
import { saveSettings } from "./settings.ts";
import type { TestApp } from "./test-app.ts";

/** The module market's endpoints as an admin calls them in a test, answers in English. */
export function moduleAdmin(t: TestApp, token: string) {
  const headers = { batoken: token, "think-lang": "en" };
  return {
    post: async (url: string, payload: object) =>
      (await t.app.inject({ method: "POST", url, payload, headers })).json(),
    get: async (url: string) => (await t.app.inject({ method: "GET", url, headers })).json(),
    upload: async (zip: Buffer) => {
      const body = multipartFile("module.zip", zip, "application/zip");
      return (
        await t.app.inject({
          method: "POST",
          url: "/admin/module/upload",
          payload: body.payload,
          headers: { ...body.headers, ...headers },
        })
      ).json();
    },
    /** Sets the market settings as the settings page saves them. */
    setMarket: (url: string, marketToken: string) =>
      saveSettings(t, { module_market_url: url, module_market_token: marketToken }),
    tableExists: async (name: string) =>
      (
        await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
          where table_name = ${name}`.execute(t.services.db)
      ).rows[0]?.n === 1,
    version: async (uid: string) =>
      (await t.services.db.selectFrom("module").select("version").where("uid", "=", uid).executeTakeFirst())
        ?.version,
  };
}
