import { describe, expect, it } from "vitest";
import { packBoardModule } from "../../../test/market-modules.ts";
import { multipartFile } from "../../../test/multipart.ts";
import { wireSession } from "../../../test/wire-client.ts";

const TITLE = { "zh-cn": "市场公告板", en: "Market board" };

/** Its goods-info dialog's update and uninstall, as its `api/backend/module.ts` sends them. */
describe("BuildAdmin's client: the module market's update and uninstall", () => {
  const session = wireSession();

  /** A call with the module named in the query and no body at all, as its axios posts `params` alone. */
  const bodiless = async (url: string) => {
    const res = await session.t.app.inject({
      method: "POST",
      url,
      headers: { batoken: session.token, "think-lang": "zh-cn", server: "true" },
    });
    return res.json() as { code: number; msg: string };
  };

  /** Its "upload installation": the zip as an attachment, then `upload?file=`. */
  async function upload(version: string) {
    const body = multipartFile(
      "mktboard.zip",
      await packBoardModule("mktboard", TITLE, version),
      "application/zip",
    );
    const res = await session.t.app.inject({
      method: "POST",
      url: "/admin/ajax/upload",
      payload: body.payload,
      headers: { ...body.headers, batoken: session.token },
    });
    const file = res.json().data.file.url as string;
    const uploaded = await bodiless(`/admin/module/upload?${new URLSearchParams({ file, token: "" })}`);
    expect(uploaded, uploaded.msg).toMatchObject({ code: 1 });
  }

  const installed = async () =>
    session.t.services.db
      .selectFrom("module")
      .select(["uid", "version", "state"])
      .where("uid", "=", "mktboard")
      .execute();

  it("updates a module named in the query, from its uploaded zip", async () => {
    await upload("1.0.0");
    const query = new URLSearchParams({ uid: "mktboard", orderId: "0", token: "" });
    expect((await session.ba.post(`/admin/module/install?${query}`, { extend: {} })).code).toBe(1);
    await upload("1.1.0");
    // postUpdate(uid, order): `?uid=&orderId=&token=` with `{extend: {}}`.
    const updated = await session.ba.post(
      `/admin/module/update?${new URLSearchParams({ ...Object.fromEntries(query), orderId: "7" })}`,
      {
        extend: {},
      },
    );
    expect(updated, updated.msg).toMatchObject({ code: 1, data: { done: true } });
    expect(await installed()).toEqual([expect.objectContaining({ version: "1.1.0" })]);
  });

  it("uninstalls a module named in the query, with no body", async () => {
    // postUninstall(uid): `?uid=` and nothing else.
    const removed = await bodiless("/admin/module/uninstall?uid=mktboard");
    expect(removed, removed.msg).toMatchObject({ code: 1 });
    expect(await installed()).toEqual([]);
    expect((await session.ba.get("/admin/module/state?uid=mktboard")).data.state).toBe(0);
  });

  it("refuses an update or uninstall that names no module, and one that is not installed", async () => {
    for (const action of ["update", "uninstall"]) {
      const res = await session.t.app.inject({
        method: "POST",
        url: `/admin/module/${action}`,
        headers: { batoken: session.token },
      });
      expect(res.statusCode, action).toBe(400);
    }
    expect((await bodiless("/admin/module/uninstall?uid=mktboard")).code).toBe(0);
    expect((await bodiless("/admin/module/uninstall?uid=../x")).code).not.toBe(1);
  });
});
