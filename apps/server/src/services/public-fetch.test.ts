import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressList } from "./address-list.ts";
import { fetchPublic, NotPublicAddress, RefusedRedirect } from "./public-fetch.ts";

/** A server on `host` answering `routes` by path (status and location, or a body), counting what it is asked. */
async function serve(host: string, routes: (origin: string) => Record<string, [number, string]>) {
  const asked: string[] = [];
  let origin = "";
  const server: Server = createServer((request, response) => {
    asked.push(request.url ?? "");
    const [status, value] = routes(origin)[request.url ?? ""] ?? [404, ""];
    if (status >= 300 && status < 400) response.writeHead(status, { location: value }).end();
    else response.writeHead(status).end(value);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return { origin, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("fetching from a document's address, redirects followed within the same rules", () => {
  // The allowed "public" site is 127.0.0.2 (the operator's allowance); 127.0.0.1 stays refused.
  const allowed = addressList(["127.0.0.2/32"]);
  let inside: Awaited<ReturnType<typeof serve>>;
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    inside = await serve("127.0.0.1", () => ({ "/secret": [200, "inside"] }));
    site = await serve("127.0.0.2", (origin) => ({
      "/file": [200, "the file"],
      "/moved": [301, "/file"],
      "/moved-twice": [302, `${origin}/moved`],
      "/to-loopback": [302, `${inside.origin}/secret`],
      "/to-other-host": [307, "http://other.invalid/file"],
      "/to-ftp": [301, "ftp://127.0.0.2/file"],
      "/loop": [301, "/loop"],
    }));
  });
  afterAll(async () => {
    await inside?.close();
    await site?.close();
  });
  const sameHost = (url: URL) => url.host === new URL(site.origin).host;
  const get = (path: string, follow: (url: URL) => boolean = sameHost) =>
    fetchPublic(new URL(path, site.origin), {
      allowed,
      maxBytes: 1000,
      timeoutMs: 10_000,
      redirects: { max: 3, follow },
    });

  it("follows redirects to the same host", async () => {
    for (const path of ["/moved", "/moved-twice"]) {
      const answer = await get(path);
      expect(answer).toMatchObject({ status: 200 });
      expect("bytes" in answer && answer.bytes.toString()).toBe("the file");
    }
  });

  it("refuses a redirect to another host, to another scheme, or one too many, without asking them", async () => {
    await expect(get("/to-other-host")).rejects.toThrow(RefusedRedirect);
    await expect(get("/to-ftp")).rejects.toThrow(RefusedRedirect);
    await expect(get("/loop")).rejects.toThrow(RefusedRedirect);
    // The loop was asked for once, then three times more: the redirects followed, no more.
    expect(site.asked.filter((path) => path === "/loop")).toHaveLength(4);
  });

  it("checks a redirect's target address as the first one is: a loopback target is never connected to", async () => {
    const refused = await get("/to-loopback", () => true).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(NotPublicAddress);
    expect((refused as NotPublicAddress).address).toBe("127.0.0.1");
    expect(inside.asked).toEqual([]);
  });

  it("follows nothing when not asked to: the redirect is the answer", async () => {
    const answer = await fetchPublic(new URL("/moved", site.origin), {
      allowed,
      maxBytes: 1000,
      timeoutMs: 10_000,
    });
    expect(answer).toMatchObject({ status: 301 });
  });
});
