import { describe, expect, it } from "vitest";
import { VersionedMemo } from "./versioned-memo.ts";

describe("VersionedMemo", () => {
  it("reads a key once per version, and again when the version moves", async () => {
    const memo = new VersionedMemo<string>(10);
    let reads = 0;
    const read = async () => `read ${++reads}`;
    expect(await memo.get("/list", "v1", read)).toBe("read 1");
    expect(await memo.get("/list", "v1", read)).toBe("read 1");
    expect(await memo.get("/list", "v2", read)).toBe("read 2");
    expect(await memo.get("/topic", "v2", read)).toBe("read 3");
  });

  it("drops the least recently used beyond its size, and never keeps a failed read", async () => {
    const memo = new VersionedMemo<string>(2);
    await memo.get("a", "v", async () => "a");
    await memo.get("b", "v", async () => "b");
    await memo.get("a", "v", async () => "a again");
    await memo.get("c", "v", async () => "c");
    expect(memo.size).toBe(2);
    expect(await memo.get("b", "v", async () => "b read again")).toBe("b read again");
    expect(await memo.get("a", "v", async () => "a read again")).toBe("a read again");
    await expect(memo.get("d", "v", async () => Promise.reject(new Error("gone")))).rejects.toThrow("gone");
    expect(await memo.get("d", "v", async () => "d")).toBe("d");
  });

  it("reads again once an entry is older than the age asked for", async () => {
    let clock = 0;
    const memo = new VersionedMemo<string>(10, () => clock);
    let reads = 0;
    const read = async () => `read ${++reads}`;
    expect(await memo.get("/article/1", "v", read, 1000)).toBe("read 1");
    clock = 1000;
    expect(await memo.get("/article/1", "v", read, 1000)).toBe("read 1");
    clock = 1001;
    expect(await memo.get("/article/1", "v", read, 1000)).toBe("read 2");
    expect(await memo.get("/article/1", "v", read)).toBe("read 2");
  });
});
