import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { wordpressImportCommand } from "./import-command.ts";
import { importExport, reportLines } from "./test-upload.ts";

const SAMPLE = readFileSync(new URL("./fixtures/sample-site.xml", import.meta.url), "utf8");

/** A zip of the old site's `wp-content/uploads`, zipped from above the folder as a backup holds it. */
async function uploadsZip(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [path, bytes] of Object.entries(files)) zip.addBuffer(bytes, `wp-content/uploads/${path}`);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The old site: serves its uploads folder (one picture), and counts what it is asked for. */
async function oldSite(picture: Buffer) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    asked.push(request.url ?? "");
    if (request.url === "/wp-content/uploads/2024/05/arm-photo.png") {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(picture);
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("importing posts with their media, tags, states and dates", () => {
  let t: TestApp;
  let dir: string;
  let site: Awaited<ReturnType<typeof oldSite>>;
  let picture: Buffer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wp-media-"));
    picture = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#3060c0" } })
      .png()
      .toBuffer();
    site = await oldSite(picture);
    // The old site here is on this machine: a network the operator allows, as for an intranet WordPress.
    t = await createTestApp({ env: { DATA_DIR: dir, IMPORT_FETCH_ALLOW: "127.0.0.1/32" } });
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("fetches the pictures from the old site, uses them as covers and in the text, and reports what it skipped", async () => {
    const { token } = await loginAdmin(t.app);
    const xml = Buffer.from(SAMPLE.replaceAll("{{SITE}}", site.origin));
    const { run } = await importExport(t, token, [{ field: "file", name: "acme.xml", bytes: xml }]);
    expect(run).toMatchObject({ status: "done", imported: 7, skipped: 4 });
    const lines = reportLines(run);
    const line = (id: number) => lines.find((l) => l.id === id && l.kind !== "category");
    expect(line(32)).toMatchObject({
      result: "skipped",
      notes: [{ key: "importNoteHttp", params: { status: 404 } }],
    });
    expect(line(35)).toMatchObject({ result: "skipped", notes: [{ key: "importNoteTrash" }] });
    expect(line(38)).toMatchObject({
      result: "skipped",
      notes: [{ key: "importNoteRevision", params: { type: "revision" } }],
    });
    // Its gallery shows the picture the export has: no shortcode is removed.
    expect(line(31)).toMatchObject({ result: "imported", notes: [] });

    const { db } = t.services;
    const attachment = await db
      .selectFrom("attachment")
      .selectAll()
      .where("name", "=", "arm-photo.png")
      .executeTakeFirstOrThrow();
    expect([attachment.width, attachment.height, attachment.topic]).toEqual([60, 40, "wordpress"]);
    const stored = await t.app.inject({ url: attachment.url });
    expect(stored.rawPayload.equals(picture)).toBe(true);

    const articles = await db
      .selectFrom("article")
      .selectAll()
      .where("author", "=", "Jane Doe")
      .orderBy("id")
      .execute();
    const [welding, draft, scheduled] = articles;
    expect(welding).toMatchObject({
      title: "New welding arm W-7",
      summary: "The fastest arm yet.",
      image: attachment.url,
      status: "published",
      publish_time: Date.UTC(2024, 4, 2, 9, 30) / 1000,
      weigh: 1,
    });
    expect(welding?.tags).toEqual(["Products", "Welding"]);
    const arms = await db
      .selectFrom("category")
      .selectAll()
      .where("name", "=", "Robot arms")
      .executeTakeFirstOrThrow();
    const products = await db
      .selectFrom("category")
      .selectAll()
      .where("name", "=", "Products")
      .executeTakeFirstOrThrow();
    expect([welding?.category_id, arms.pid]).toEqual([arms.id, products.id]);
    expect(welding?.content).toBe(
      `<p>We are proud to launch the W-7.</p>\n<p>It welds twice as fast.<br>\nAnd it is quiet.</p>\n<figure><img src="${attachment.url}" alt="The W-7 arm" width="300" height="200"><figcaption>The W-7 at work</figcaption></figure>\n<figure class="rich-gallery"><figure><img src="${attachment.url}" alt="arm-photo"></figure></figure><a>More</a>`,
    );
    // A draft keeps no publish time (its date is read on the site's clock, Asia/Shanghai); a scheduled post waits.
    expect(draft).toMatchObject({ title: "Trade fair plans", status: "draft", publish_time: null });
    expect(draft?.create_time).toBe(Date.UTC(2024, 5, 1, 2, 0) / 1000);
    expect(scheduled).toMatchObject({ status: "published", publish_time: Date.UTC(2030, 0, 1) / 1000 });
    expect((await t.app.inject({ url: `/article/${scheduled?.id}` })).statusCode).toBe(404);

    const page = await db
      .selectFrom("page")
      .selectAll()
      .where("slug", "=", "careers")
      .executeTakeFirstOrThrow();
    expect(page).toMatchObject({ title: "Careers", description: "Jobs at Acme", status: "enable", weigh: 2 });
    expect(page.content).toBe(`<p>Join us. <img src="${attachment.url}" alt="Our arm"></p>`);
    // The picture's old address follows it; the draft's query-only address has no redirect.
    const old = await t.app.inject({ url: "/wp-content/uploads/2024/05/arm-photo.png" });
    expect([old.statusCode, old.headers.location]).toEqual([301, attachment.url]);
    expect(lines.find((l) => l.id === 33)?.notes).toEqual([{ key: "importNoteQueryOnly" }]);
    // Only the two files of the old site's uploads were asked for, each once.
    expect(site.asked.sort()).toEqual([
      "/wp-content/uploads/2024/05/arm-photo.png",
      "/wp-content/uploads/2024/05/missing.png",
    ]);
  });

  it("takes the media from a copy of the uploads folder on the command line when the old site is gone", async () => {
    const gone = "http://127.0.0.1:9";
    const uploads = join(dir, "old-uploads");
    await mkdir(join(uploads, "2024", "05"), { recursive: true });
    const other = await sharp({ create: { width: 30, height: 30, channels: 3, background: "#c03060" } })
      .png()
      .toBuffer();
    await writeFile(join(uploads, "2024", "05", "arm-photo.png"), other);
    const file = join(dir, "gone.xml");
    await writeFile(file, SAMPLE.replaceAll("{{SITE}}", gone));
    const log: string[] = [];
    const print = console.log;
    console.log = (...args: unknown[]) => log.push(args.join(" "));
    try {
      expect(await wordpressImportCommand(t.services, [file, "--media", uploads])).toBe(0);
    } finally {
      console.log = print;
    }
    expect(log.join("\n")).toContain("imported 7, skipped 4");
    const cover = await t.services.db
      .selectFrom("article")
      .select("image")
      .where("title", "=", "New welding arm W-7")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const stored = await t.app.inject({ url: cover.image });
    expect(stored.rawPayload.equals(other)).toBe(true);
    const run = await t.services.db
      .selectFrom("import_run")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: "done", site_url: gone, imported: 7 });
  });

  it("takes a WordPress.com site's media from a copy of its uploads folder: files host, no attached-file meta", async () => {
    const uploads = join(dir, "wpcom-uploads");
    await mkdir(join(uploads, "2024", "05"), { recursive: true });
    const photo = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#6030c0" } })
      .png()
      .toBuffer();
    await writeFile(join(uploads, "2024", "05", "arm-photo.png"), photo);
    const file = join(dir, "wpcom.xml");
    // As WordPress.com writes it: uploads on <site>.files.wordpress.com, and no _wp_attached_file.
    const xml = SAMPLE.replaceAll("{{SITE}}/wp-content/uploads/", "https://acmewpcom.files.wordpress.com/")
      .replaceAll("{{SITE}}", "https://acmewpcom.wordpress.com")
      .replace(
        /<wp:postmeta><wp:meta_key><!\[CDATA\[_wp_attached_file\]\]><\/wp:meta_key>.*?<\/wp:postmeta>/g,
        "",
      );
    expect(xml).not.toContain("_wp_attached_file");
    await writeFile(file, xml);
    const print = console.log;
    console.log = () => {};
    try {
      await wordpressImportCommand(t.services, [file, "--media", uploads]);
    } finally {
      console.log = print;
    }
    const run = await t.services.db
      .selectFrom("import_run")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const lines = reportLines(run as { report: unknown });
    expect(lines.find((l) => l.kind === "attachment" && l.id === 30)).toMatchObject({ result: "imported" });
    const joined = await t.services.db
      .selectFrom("page")
      .select(["content"])
      .where("title", "=", "Careers")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(joined.content).not.toContain("files.wordpress.com");
    const [, stored] = /src="(\/storage\/[^"]+)"/.exec(joined.content) ?? [];
    expect((await t.app.inject({ url: stored ?? "/storage/none" })).rawPayload.equals(photo)).toBe(true);
  });

  it("takes the media from a zip uploaded with the export in the admin, and refuses a media file that is no zip", async () => {
    const { token } = await loginAdmin(t.app);
    const xml = Buffer.from(SAMPLE.replaceAll("{{SITE}}", "http://127.0.0.1:10"));
    const runs = await t.services.db.selectFrom("import_run").select("id").execute();
    const { uploaded } = await importExport(t, token, [
      { field: "file", name: "acme.xml", bytes: xml },
      { field: "media", name: "uploads.zip", bytes: Buffer.from("not a zip at all") },
    ]);
    expect(uploaded.code).toBe(0);
    expect(uploaded.msg).toMatch(/^The media file must be a zip of the wp-content\/uploads folder/);
    expect(await t.services.db.selectFrom("import_run").select("id").execute()).toEqual(runs);

    const zipped = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#30c060" } })
      .png()
      .toBuffer();
    const media = await uploadsZip({ "2024/05/arm-photo.png": zipped });
    const { run } = await importExport(t, token, [
      { field: "file", name: "acme.xml", bytes: xml },
      { field: "media", name: "uploads.zip", bytes: media },
    ]);
    expect(run).toMatchObject({ status: "done", imported: 7 });
    const lines = reportLines(run);
    expect(lines.find((l) => l.kind === "attachment" && l.id === 32)).toMatchObject({
      notes: [{ key: "importNoteNotInZip" }],
    });
    const cover = await t.services.db
      .selectFrom("article")
      .select("image")
      .where("title", "=", "New welding arm W-7")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect((await t.app.inject({ url: cover.image })).rawPayload.equals(zipped)).toBe(true);
    // The stored export and zip are gone once imported.
    const kept: string[] = [];
    for await (const file of t.services.imports.list()) kept.push(file.key);
    expect(kept).toEqual([]);
  });
});

/**
 * The export names the old site, so whoever writes one chooses where the server fetches from: without
 * the operator's leave, never from this machine or a private network (issue 43, SSRF).
 */
describe("fetching an export's media only from public addresses", () => {
  let t: TestApp;
  let dir: string;
  let inside: Awaited<ReturnType<typeof oldSite>>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wp-ssrf-"));
    inside = await oldSite(Buffer.from("a service on this machine"));
    t = await createTestApp({ env: { DATA_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    await inside?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ["a loopback address", () => inside.origin, "127.0.0.1"],
    [
      "a name that resolves to loopback",
      () => inside.origin.replace("127.0.0.1", "localhost"),
      /^(127\.0\.0\.1|::1)$/,
    ],
    ["the cloud's metadata address", () => "http://169.254.169.254", "169.254.169.254"],
    ["an IPv4 address written as IPv6", () => "http://[::ffff:127.0.0.1]:9", "::ffff:7f00:1"],
  ])("asks nothing of %s, and the report names the address", async (_name, site, address) => {
    const { token } = await loginAdmin(t.app);
    const xml = Buffer.from(SAMPLE.replaceAll("{{SITE}}", site()));
    const { run } = await importExport(t, token, [{ field: "file", name: "acme.xml", bytes: xml }]);
    const notes = reportLines(run).flatMap((l) => l.notes ?? []);
    const refused = notes.filter((n) => n.key === "importNoteNotPublic");
    expect(refused.length).toBeGreaterThan(0);
    for (const note of refused) expect(String(note.params?.address)).toMatch(address);
    expect(notes.filter((n) => n.key === "importNoteUnreachable" || n.key === "importNoteHttp")).toEqual([]);
    expect(inside.asked).toEqual([]);
  });
});
