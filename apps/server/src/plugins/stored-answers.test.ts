import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { AnswerStore, contentTag, StoredAnswer } from "./stored-answers.ts";

const page = (text: string) => Buffer.from(`<!doctype html><p>${text.repeat(200)}</p>`);

describe("StoredAnswer", () => {
  it("sends a fresh answer compressed quickly, and once sent again compressed well", async () => {
    const body = page("新闻 news 2026 ");
    const answer = new StoredAnswer(body, "text/html", 'W/"t"', 0);
    const first = answer.firstBytes("br", 0);
    expect(first.coding).toBe("br");
    expect(brotliDecompressSync(first.body)).toEqual(body);
    // The first hit still sends the quick bytes while better ones are made off the event loop.
    expect(answer.bytesFor("br", 0).body).toBe(first.body);
    await expect.poll(() => answer.bytesFor("br", 0).body !== first.body).toBe(true);
    const better = answer.bytesFor("br", 0).body;
    expect(brotliDecompressSync(better)).toEqual(body);
    expect(better.length).toBeLessThanOrEqual(first.body.length);
  });

  it("compresses in the coding the client takes, the same bytes inside", async () => {
    const body = page("关于我们 about ");
    const answer = new StoredAnswer(body, "text/html", 'W/"t"', 0);
    const gzip = answer.firstBytes("gzip", 0);
    expect(gzip.coding).toBe("gzip");
    expect(gunzipSync(gzip.body)).toEqual(body);
    const br = answer.bytesFor("br", 0);
    expect(br.coding).toBe("br");
    expect(brotliDecompressSync(br.body)).toEqual(body);
    expect(answer.bytesFor(undefined, 0)).toEqual({ body, coding: undefined });
  });

  it("sends a small answer as it is", async () => {
    const answer = new StoredAnswer(Buffer.from("<p>hi</p>"), "text/html", 'W/"t"', 0);
    expect(answer.firstBytes("br", 0).coding).toBeUndefined();
    expect(answer.bytesFor("br", 0).coding).toBeUndefined();
  });
});

describe("contentTag", () => {
  const envelope = (time: number, title: string) =>
    Buffer.from(`{"code":1,"msg":"","time":${time},"data":{"title":"${title}"}}`);

  it("names the bytes: the same bytes the same tag, other bytes another", () => {
    expect(contentTag(page("a"), "text/html")).toBe(contentTag(page("a"), "text/html"));
    expect(contentTag(page("a"), "text/html")).not.toBe(contentTag(page("b"), "text/html"));
    expect(contentTag(page("a"), "text/html")).toMatch(/^W\/"[\w-]{22}"$/);
  });

  it("leaves a JSON envelope's time out, and nothing else", () => {
    const json = "application/json; charset=utf-8";
    expect(contentTag(envelope(1_800_000_000, "新闻"), json)).toBe(
      contentTag(envelope(1_800_000_009, "新闻"), json),
    );
    expect(contentTag(envelope(1_800_000_000, "新闻"), json)).not.toBe(
      contentTag(envelope(1_800_000_000, "新闻2"), json),
    );
    // Outside JSON the same digits are content.
    expect(contentTag(envelope(1_800_000_000, "x"), "text/plain")).not.toBe(
      contentTag(envelope(1_800_000_009, "x"), "text/plain"),
    );
  });
});

describe("AnswerStore", () => {
  const answer = (bytes: number) => new StoredAnswer(Buffer.alloc(bytes, 97), "text/html", 'W/"t"', 0);

  it("drops the least recently used beyond its count", () => {
    const store = new AnswerStore(2, 1_000_000);
    store.set("a", answer(10));
    store.set("b", answer(10));
    store.get("a");
    store.set("c", answer(10));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.usage).toEqual({ entries: 2, bytes: 20 });
  });

  it("keeps its answers within the byte budget, replacing an answer under the same tag", () => {
    const store = new AnswerStore(100, 250);
    store.set("a", answer(100));
    store.set("b", answer(100));
    store.set("b", answer(120));
    expect(store.usage).toEqual({ entries: 2, bytes: 220 });
    store.set("c", answer(100));
    expect(store.get("a")).toBeUndefined();
    expect(store.usage).toEqual({ entries: 2, bytes: 220 });
    store.delete("b");
    store.delete("b");
    expect(store.usage).toEqual({ entries: 1, bytes: 100 });
    store.set("huge", answer(1000));
    expect(store.usage).toEqual({ entries: 1, bytes: 1000 });
  });
});
