import { siteTimeZones } from "@corp/domain/time-zone";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { editSettingsAs, storedSetting } from "../../test/settings.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

// Issue 50, item 9: the site's time zone is a choice of IANA zones; a name that is none is refused.
describe("the time-zone setting", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const timeZone = () => storedSetting(t, "time_zone");

  it("offers Intl's zones and UTC on the settings page, and saves one of them", async () => {
    const caller = await superCaller(t);
    const groups = await caller.routine.config.getGroups();
    expect(groups.timeZones).toEqual(siteTimeZones());
    expect(groups.timeZones).toEqual(expect.arrayContaining(["Asia/Shanghai", "Asia/Tokyo", "UTC"]));
    await caller.routine.config.saveGroup({ group: "basics", values: { time_zone: "Asia/Tokyo" } });
    expect(await timeZone()).toBe("Asia/Tokyo");
    expect((await caller.routine.config.getGroups()).site.timeZone).toBe("Asia/Tokyo");
    // Another spelling of a zone is stored as Intl names it.
    await caller.routine.config.saveGroup({ group: "basics", values: { time_zone: "etc/utc" } });
    expect(await timeZone()).toBe("UTC");
  });

  it("refuses a name that is no time zone, in the catalogue's words, and keeps the zone it had", async () => {
    const caller = await superCaller(t);
    await caller.routine.config.saveGroup({ group: "basics", values: { time_zone: "Asia/Shanghai" } });
    for (const zone of ["Asia/Tokio", "Mars/Olympus", "+08:00"]) {
      await expect(
        caller.routine.config.saveGroup({ group: "basics", values: { siteName: "x", time_zone: zone } }),
      ).rejects.toMatchObject({ cause: { key: "timeZoneUnknown", params: { zone } } });
    }
    expect(await timeZone()).toBe("Asia/Shanghai");
    expect(await storedSetting(t, "siteName")).not.toBe("x");
  });

  it("refuses it over BuildAdmin's REST edit too, in the language asked", async () => {
    const { token } = await loginAdmin(t.app);
    const post = (lang: string) => editSettingsAs(t, token, lang, { time_zone: "Asia/Tokio" });
    const zh = await post("zh-cn");
    expect(zh).toMatchObject({
      code: 0,
      msg: "时区“Asia/Tokio”不存在，请从列表中选择一个 IANA 时区，例如 Asia/Shanghai！",
    });
    const en = await post("en");
    expect(en).toMatchObject({
      code: 0,
      msg: "“Asia/Tokio” is not a time zone: choose an IANA time zone from the list, such as Asia/Shanghai!",
    });
    expect(await timeZone()).toBe("Asia/Shanghai");
  });
});
