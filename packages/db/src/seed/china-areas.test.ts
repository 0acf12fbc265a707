import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing.ts";
import { importChinaAreas } from "./china-areas.ts";

describe("importChinaAreas", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ adminPassword: "x-Admin_123", hashPassword: async (p) => `hash:${p}` });
  });
  afterAll(() => t.close());

  it("holds every province, city and district once, in three levels", async () => {
    const count = async (level: 1 | 2 | 3) =>
      Number(
        (
          await t.db
            .selectFrom("area")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("level", "=", level)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count(1)).toBe(34);
    expect(await count(2)).toBeGreaterThan(330);
    expect(await count(3)).toBeGreaterThan(2800);
    const gusu = await t.db.selectFrom("area").selectAll().where("name", "=", "姑苏区").execute();
    expect(gusu).toHaveLength(1);
    expect(gusu[0]?.mergename).toBe("江苏省,苏州市,姑苏区");
    expect(gusu[0]?.pinyin).toBe("gusu");
    const haidian = await t.db
      .selectFrom("area")
      .select(["mergename", "level"])
      .where("name", "=", "海淀区")
      .executeTakeFirstOrThrow();
    expect(haidian).toEqual({ mergename: "北京市,北京市,海淀区", level: 3 });
    expect(await importChinaAreas(t.db)).toEqual({ added: 0 });
  });
});
