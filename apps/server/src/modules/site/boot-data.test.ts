import { describe, expect, it } from "vitest";
import { type BootData, bootDataByVersion } from "./boot-data.ts";

const data = (siteName: string) => ({ site: { siteName } }) as unknown as BootData;

describe("bootDataByVersion", () => {
  it("reads once per site version and again when the version moves", async () => {
    let version = 1;
    let reads = 0;
    const boot = bootDataByVersion(
      async () => data(`read ${++reads}`),
      async () => version,
    );
    expect((await boot()).site.siteName).toBe("read 1");
    expect((await boot()).site.siteName).toBe("read 1");
    version = 2;
    expect((await boot()).site.siteName).toBe("read 2");
    expect(reads).toBe(2);
  });

  it("does not keep a failed read", async () => {
    let fail = true;
    const boot = bootDataByVersion(
      async () => {
        if (fail) throw new Error("database gone");
        return data("back");
      },
      async () => 1,
    );
    await expect(boot()).rejects.toThrow("database gone");
    fail = false;
    expect((await boot()).site.siteName).toBe("back");
  });
});
