import { mkdtemp, rm } from "node:fs/promises";
import { createServer as createHttpServer } from "node:http";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { exportXml, type TestItem } from "./test-export.ts";
import { importExport, multipartFiles, reportLines } from "./test-upload.ts";

/** A server that accepts connections and never answers; counts them, and how many were open at once. */
async function silentHost() {
  const sockets = new Set<Socket>();
  let connections = 0;
  let mostAtOnce = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    mostAtOnce = Math.max(mostAtOnce, sockets.size);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", resolve));
  return {
    origin: `http://127.0.0.2:${(server.address() as AddressInfo).port}`,
    stats: () => ({ connections, mostAtOnce }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An HTTP server on `host` answering paths with a redirect or a picture, recording what it is asked. */
async function httpHost(host: string, answer: (path: string) => { location: string } | Buffer | undefined) {
  const asked: string[] = [];
  const server = createHttpServer((request, response) => {
    asked.push(request.url ?? "");
    const found = answer(request.url ?? "");
    if (Buffer.isBuffer(found)) response.writeHead(200, { "content-type": "image/png" }).end(found);
    else if (found) response.writeHead(302, { location: found.location }).end();
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    origin: `http://${host}:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attachment = (site: string, id: number, name: string): TestItem => ({
  id,
  title: name,
  file: { url: `${site}/wp-content/uploads/2025/04/${name}`, path: `2025/04/${name}` },
});

describe("fetching an old site's media: in parallel, bounded in time, redirects within the same rules", () => {
  let t: TestApp;
  let dir: string;
  let picture: Buffer;
  /** The run of the silent host, whose post misses a picture. */
  let lastRun = { id: 0, site: "" };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wp-fetching-"));
    picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#208040" } })
      .png()
      .toBuffer();
    // The old sites here are on 127.0.0.2, which the operator allows; 127.0.0.1 stays refused.
    t = await createTestApp({
      env: {
        DATA_DIR: dir,
        IMPORT_FETCH_ALLOW: "127.0.0.2/32",
        IMPORT_FETCH_TIMEOUT_SECONDS: "2",
        IMPORT_FETCH_BUDGET_SECONDS: "3",
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("finishes within its budget when the old site accepts and never answers, and reports each file", async () => {
    const host = await silentHost();
    try {
      const names = Array.from({ length: 12 }, (_, i) => `silent-${i}.png`);
      const xml = exportXml(host.origin, [
        ...names.map((name, i) => attachment(host.origin, 900 + i, name)),
        {
          id: 950,
          title: "Silent pictures",
          body: `<p><img src="${host.origin}/wp-content/uploads/2025/04/silent-0.png"></p>`,
        },
      ]);
      const { token } = await loginAdmin(t.app);
      const started = Date.now();
      const { run } = await importExport(t, token, [{ field: "file", name: "silent.xml", bytes: xml }]);
      // Twelve files of 2 s each one after another would take 24 s; the budget is 3 s.
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(run).toMatchObject({ status: "done" });
      const lines = reportLines(run).filter((line) => line.kind === "attachment");
      expect(lines).toHaveLength(12);
      for (const line of lines) {
        expect(line.result).toBe("skipped");
        expect(["importNoteTimedOut", "importNoteFetchBudget"]).toContain(line.notes[0]?.key);
      }
      const keys = lines.map((line) => line.notes[0]?.key);
      expect(keys.slice(0, 4)).toEqual(Array(4).fill("importNoteTimedOut"));
      expect(keys.at(-1)).toBe("importNoteFetchBudget");
      // The post showing one of them lists it, to be uploaded from the report.
      const post = reportLines(run).find((line) => line.id === 950);
      expect(post).toMatchObject({ result: "imported", missing: ["2025/04/silent-0.png"] });
      lastRun = { id: run?.id ?? 0, site: host.origin };
      // Four at once from the start (one after another, the host would see one at a time); the files
      // left when the budget was spent were never asked for (the second four started within it).
      expect(host.stats().mostAtOnce).toBeGreaterThanOrEqual(4);
      expect(host.stats().connections).toBeLessThanOrEqual(8);
    } finally {
      await host.close();
    }
  });

  it("puts a missing file uploaded later in the post's text, redirects its old address, and clears it from the report", async () => {
    const { token } = await loginAdmin(t.app);
    const caller = callerFor(t, token);
    const place = (url: string) =>
      caller.content.wordpressImport.placeMedia({
        id: lastRun.id,
        kind: "post",
        item: 950,
        path: "2025/04/silent-0.png",
        url,
      });
    const article = () =>
      t.services.db
        .selectFrom("article")
        .select("content")
        .where("title", "=", "Silent pictures")
        .executeTakeFirstOrThrow();
    // An address that is no attachment here is refused, and nothing changes.
    await expect(place("/storage/not-uploaded.png")).rejects.toThrow(/wordpressImportNotUploaded/);
    expect((await article()).content).toContain(`${lastRun.site}/wp-content/uploads/2025/04/silent-0.png`);

    const body = multipartFiles([{ field: "file", name: "silent-0.png", bytes: picture }]);
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/admin/ajax/upload",
      payload: body.payload,
      headers: { ...body.headers, batoken: token },
    });
    const url = uploaded.json().data.file.url as string;
    const { line } = await place(url);
    expect(line).toMatchObject({ id: 950, result: "imported" });
    expect(line).not.toHaveProperty("missing");
    expect((await article()).content).toBe(`<p><img src="${url}"></p>`);
    const run = await caller.content.wordpressImport.progress({ id: lastRun.id });
    const reported = reportLines(run).find((l) => l.id === 950);
    expect(reported?.missing).toBeUndefined();
    expect(reported?.notes.map((note) => note.key)).not.toContain("importNoteMediaMissing");
    const old = await t.app.inject({ url: "/wp-content/uploads/2025/04/silent-0.png" });
    expect([old.statusCode, old.headers.location]).toEqual([301, url]);
    // Placed once: asked again, it is no longer missing.
    await expect(place(url)).rejects.toThrow(/wordpressImportNotMissing/);
  });

  it("follows a redirect within the old site, and refuses one to 127.0.0.1 or another host without connecting", async () => {
    const inside = await httpHost("127.0.0.1", () => picture);
    let origin = "";
    const site = await httpHost("127.0.0.2", (path) => {
      if (path.endsWith("/moved.png")) return { location: "/wp-content/uploads/2025/04/real.png" };
      if (path.endsWith("/real.png")) return picture;
      if (path.endsWith("/inside.png")) return { location: `${inside.origin}/wp-content/uploads/x.png` };
      if (path.endsWith("/away.png")) return { location: "http://elsewhere.invalid/away.png" };
      return undefined;
    });
    origin = site.origin;
    try {
      const xml = exportXml(origin, [
        attachment(origin, 801, "moved.png"),
        attachment(origin, 802, "inside.png"),
        attachment(origin, 803, "away.png"),
      ]);
      const { token } = await loginAdmin(t.app);
      const { run } = await importExport(t, token, [{ field: "file", name: "redirects.xml", bytes: xml }]);
      const line = (id: number) => reportLines(run).find((l) => l.id === id && l.kind === "attachment");
      expect(line(801)).toMatchObject({ result: "imported" });
      const stored = await t.app.inject({ url: line(801)?.newUrl ?? "/none" });
      expect(stored.rawPayload.equals(picture)).toBe(true);
      expect(line(802)).toMatchObject({
        result: "skipped",
        notes: [
          {
            key: "importNoteRedirectRefused",
            params: { address: `${inside.origin}/wp-content/uploads/x.png` },
          },
        ],
      });
      expect(line(803)).toMatchObject({
        result: "skipped",
        notes: [
          { key: "importNoteRedirectRefused", params: { address: "http://elsewhere.invalid/away.png" } },
        ],
      });
      expect(inside.asked).toEqual([]);
    } finally {
      await inside.close();
      await site.close();
    }
  });
});
