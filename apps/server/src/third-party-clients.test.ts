import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { paths } from "@corp/contract/types";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractDocument, contractOperations } from "./plugins/contract.ts";
import { createTestApp, loginAdmin, type TestApp } from "./test/test-app.ts";

type Json = Record<string, unknown>;
type Envelope = { code: number; msg: string; data: { list: { id: number }[]; total: number } };

const run = promisify(execFile);
const heyApi = fileURLToPath(new URL("../node_modules/.bin/openapi-ts", import.meta.url));
const rootHeyApi = fileURLToPath(new URL("../../../node_modules/.bin/openapi-ts", import.meta.url));

/** A parameter as written, or the component it refers to. */
function resolved(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== "string") return node;
  return ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<Json>((at, part) => at[part] as Json, contractDocument);
}

const queryParameters = (operation: Json) =>
  ((operation.parameters as Json[] | undefined) ?? []).map(resolved).filter((p) => p.in === "query");

/** The contract's example of an operation's `search`, as a client is shown it. */
function searchExample(method: "get", path: string): unknown {
  const operation = (contractDocument.paths as Record<string, Record<string, Json>>)[path]?.[method];
  if (!operation) throw new Error(`${path} is not in the contract`);
  return queryParameters(operation).find((p) => p.name === "search")?.example;
}

/**
 * An integrator's clients of the contract, run against the server: openapi-fetch over its types, and the
 * fetch client hey-api generates from /openapi.json. A list's `search` filter, as the contract describes it,
 * is something each of them sends (a deepObject of objects made both throw "Deeply-nested arrays/objects
 * aren't supported"), and Swagger UI's "Try it out" sends each table list's documented example.
 */
describe("third-party clients call the server as the contract describes it", () => {
  let t: TestApp;
  let baseUrl = "";
  let token = "";
  const dir = mkdtempSync(join(tmpdir(), "third-party-clients-"));

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    token = (await loginAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The id of the newest article, whose filter lists it alone. */
  const oneArticle = async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/admin/content.Article/index?limit=1&order=id,desc",
      headers: { batoken: token },
    });
    const id = (res.json() as Envelope).data.list[0]?.id;
    if (!id) throw new Error("the seeded site has no article");
    return id;
  };

  it("openapi-fetch sends a list's filters and the documented example", async () => {
    const client = createClient<paths>({ baseUrl, headers: { batoken: token } });
    const id = await oneArticle();
    const filtered = await client.GET("/admin/content.Article/index", {
      params: { query: { search: JSON.stringify([{ field: "id", operator: "eq", val: id }]) } },
    });
    expect(filtered.response.status).toBe(200);
    expect(filtered.data).toMatchObject({ code: 1, data: { total: 1, list: [{ id }] } });

    const example = searchExample("get", "/admin/content.Article/index");
    expect(typeof example).toBe("string");
    const listed = await client.GET("/admin/content.Article/index", {
      params: { query: { search: example as string } },
    });
    expect(listed.data).toMatchObject({ code: 1 });
    expect((listed.data as unknown as Envelope).data.total).toBeGreaterThan(1);

    const generic = await client.GET("/admin/{controller}/index", {
      params: {
        path: { controller: "auth.Admin" },
        query: { search: searchExample("get", "/admin/{controller}/index") as string },
      },
    });
    expect(generic.response.status).toBe(200);
    expect(generic.data).toMatchObject({ code: 1, data: { list: [{ username: "admin" }] } });
  });

  it("hey-api's fetch client, generated from /openapi.json, sends them too", async () => {
    const served = await fetch(`${baseUrl}/openapi.json`);
    expect(served.status).toBe(200);
    const input = join(dir, "openapi.json");
    writeFileSync(input, Buffer.from(await served.arrayBuffer()));
    // npm installs the generator beside this package, or once at the root for every workspace.
    const bin = existsSync(heyApi) ? heyApi : rootHeyApi;
    await run(bin, ["-i", input, "-o", join(dir, "hey-api"), "-c", "@hey-api/client-fetch"], { cwd: dir });
    type Call = (options: Json) => Promise<{ data?: unknown; response: Response }>;
    const sdk = (await import(pathToFileURL(join(dir, "hey-api", "sdk.gen.ts")).href)) as Record<
      string,
      Call
    >;
    const { createClient: heyClient } = (await import(
      pathToFileURL(join(dir, "hey-api", "client", "index.ts")).href
    )) as { createClient: (config: Json) => unknown };
    const client = heyClient({ baseUrl, headers: { batoken: token } });
    const call = (name: string) => {
      const operation = sdk[name];
      if (!operation) throw new Error(`hey-api made no ${name}`);
      return operation;
    };

    const id = await oneArticle();
    const filtered = await call("contentArticleIndex")({
      client,
      query: { search: JSON.stringify([{ field: "id", operator: "eq", val: id }]) },
    });
    expect(filtered.response.status).toBe(200);
    expect(filtered.data).toMatchObject({ code: 1, data: { total: 1, list: [{ id }] } });

    const listed = await call("contentArticleIndex")({
      client,
      query: { search: searchExample("get", "/admin/content.Article/index") },
    });
    expect(listed.data).toMatchObject({ code: 1 });
    const generic = await call("crudIndex")({
      client,
      path: { controller: "auth.Admin" },
      query: { search: searchExample("get", "/admin/{controller}/index") },
    });
    expect(generic.response.status).toBe(200);
    expect(generic.data).toMatchObject({ code: 1, data: { list: [{ username: "admin" }] } });
  }, 180_000);

  it("every table's list answers its documented parameters as Swagger UI's Try it out sends them", async () => {
    const lists = contractOperations().filter(
      (op) => op.operation["x-collection"] !== undefined && op.method === "get" && op.path.endsWith("/index"),
    );
    expect(lists.length).toBeGreaterThan(30);
    const refused: Record<string, unknown> = {};
    for (const op of lists) {
      // What "Try it out" fills in: each parameter's example, else its default; a text as it stands.
      const query = new URLSearchParams();
      for (const p of queryParameters(op.operation)) {
        const value = p.example ?? (p.schema as Json | undefined)?.default;
        if (value !== undefined) query.set(String(p.name), String(value));
      }
      expect(query.get("search"), op.path).toMatch(/^\[/);
      const res = await t.app.inject({
        method: "GET",
        url: `${op.path}?${query}`,
        headers: { batoken: token },
      });
      if (res.statusCode !== 200 || res.json().code !== 1) refused[op.path] = [res.statusCode, res.json()];
    }
    expect(refused).toEqual({});
  });
});
