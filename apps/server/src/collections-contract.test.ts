import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractDocument, contractOperations } from "./plugins/contract.ts";
import { createTestApp, loginAdmin, type TestApp } from "./test/test-app.ts";

type Json = Record<string, unknown>;

/**
 * The contract's typed operations of each declared table (openapi/collections.yaml) against the server:
 * what the list and the edit form answer for the seeded site fits the table's row schema, and what the
 * add example sends is taken.
 */
const tableOperations = contractOperations().filter((op) => op.operation["x-collection"] !== undefined);

/** The schema of an operation's 200 answer, checked with the contract's components. */
function validatorOf(ajv: Ajv2020, operation: Json) {
  const ok = (operation.responses as Json)["200"] as Json;
  const schema = ((ok.content as Json)["application/json"] as Json).schema as Json;
  return ajv.compile({ ...schema, $id: undefined });
}

describe("the tables' typed operations", () => {
  let t: TestApp;
  let token: string;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAdmin(t.app)).token;
    // The contract's components, under the names its references use.
    ajv.addSchema({ ...contractDocument, $id: "contract", openapi: undefined }, "contract");
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { batoken: token } });
  const refsOf = (schema: Json): Json =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/'));

  it("declares the list, export, edit, add, delete and sort of every table it serves", () => {
    const ids = tableOperations.map((op) => op.operation.operationId);
    expect(ids).toEqual(
      expect.arrayContaining(["contentArticleIndex", "contentArticleAdd", "authAdminEdit", "userUserIndex"]),
    );
    expect(tableOperations.length).toBeGreaterThan(100);
  });

  it("answers each table's list and edit form as its row schema says", async () => {
    const listed: string[] = [];
    const misfits: Record<string, unknown> = {};
    const check = (path: string, validate: ReturnType<typeof validatorOf>, body: unknown) => {
      if (!validate(body)) {
        misfits[path] = [
          ...new Set(
            validate.errors?.map((e) => `${e.instancePath.replace(/\/list\/\d+/, "/list/*")} ${e.message}`),
          ),
        ];
      }
    };
    for (const op of tableOperations.filter((o) => o.method === "get" && o.path.endsWith("/index"))) {
      const res = await get(`${op.path}?limit=5`);
      expect(res.statusCode, op.path).toBe(200);
      const body = res.json();
      expect(body.code, `${op.path}: ${body.msg}`).toBe(1);
      check(op.path, validatorOf(ajv, refsOf(op.operation)), body);
      const first = body.data.list[0];
      if (!first) continue;
      listed.push(op.path);
      const edit = tableOperations.find(
        (o) => o.method === "get" && o.path === op.path.replace(/index$/, "edit"),
      );
      if (!edit) continue;
      const one = await get(`${edit.path}?id=${first.id}`);
      check(edit.path, validatorOf(ajv, refsOf(edit.operation)), one.json());
    }
    expect(misfits).toEqual({});
    // The seeded site has rows in most tables, so most row schemas met a real row.
    expect(listed.length).toBeGreaterThan(15);
  });

  it("takes each table's add example as the form would send it: no field refused", async () => {
    const refused: Record<string, unknown> = {};
    let added = 0;
    for (const op of tableOperations.filter((o) => o.method === "post" && o.path.endsWith("/add"))) {
      const body = ((op.operation.requestBody as Json).content as Json)["application/json"] as Json;
      const res = await t.app.inject({
        method: "POST",
        url: op.path,
        headers: { batoken: token },
        payload: body.example as Json,
      });
      // A refusal of the example's shape is HTTP 400 naming its fields; the site's own state may still
      // refuse it with HTTP 200 (no member 1 yet, an avatar that is no upload of this site).
      if (res.statusCode !== 200) refused[op.path] = res.json().data;
      if (res.json().code === 1) added++;
    }
    expect(refused).toEqual({});
    expect(added).toBeGreaterThan(15);
  });
});
