import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

type Node = Record<string, unknown>;
type Operation = Node & {
  operationId: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Node[];
  requestBody?: Node;
  responses: Record<string, Node>;
};

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// The served contract: openapi.yaml with the collections' generated operations.
const doc = JSON.parse(readFileSync(here("./openapi.json"), "utf8"));
const methods = ["get", "post", "put", "patch", "delete"];

const operations: [string, Operation][] = Object.entries<Record<string, Operation>>(doc.paths).flatMap(
  ([path, item]) =>
    methods.filter((m) => item[m]).map((m): [string, Operation] => [`${m} ${path}`, item[m] as Operation]),
);

/** A `$ref` as what it points at. */
function resolved(node: Node | undefined): Node | undefined {
  const ref = node?.$ref;
  if (typeof ref !== "string") return node;
  return ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<Node>((at, part) => at[part] as Node, doc);
}

const jsonMedia = (node: Node | undefined) =>
  (resolved(node)?.content as Record<string, Node> | undefined)?.["application/json"];
const hasExample = (media: Node | undefined) => media?.example !== undefined || media?.examples !== undefined;

/** The path of every node under `node` whose key is `key`. */
function keysNamed(node: unknown, key: string, at = "$"): string[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => keysNamed(v, key, `${at}[${i}]`));
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) => [
    ...(k === key ? [`${at}.${k}`] : []),
    ...keysNamed(v, key, `${at}.${k}`),
  ]);
}

describe("the contract describes every operation", () => {
  it("has a description, a tag of the tag list and its security", () => {
    const tags = new Set((doc.tags as { name: string; description?: string }[]).map((t) => t.name));
    for (const [where, op] of operations) {
      expect(op.description?.trim(), where).toBeTruthy();
      expect(op.tags?.length, where).toBe(1);
      expect(tags.has(op.tags?.[0] ?? ""), `${where}: tag ${op.tags?.[0]}`).toBe(true);
      expect(Array.isArray(op.security), `${where}: security`).toBe(true);
    }
    for (const tag of doc.tags as { name: string; description?: string }[])
      expect(tag.description, tag.name).toBeTruthy();
  });

  it("names the login through security schemes, never as a header parameter", () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.adminToken).toMatchObject({ type: "apiKey", in: "header", name: "batoken" });
    expect(schemes.memberToken).toMatchObject({ type: "apiKey", in: "header", name: "ba-user-token" });
    expect(doc.components.parameters.AdminToken).toBeUndefined();
    expect(doc.components.parameters.UserToken).toBeUndefined();
    const known = new Set(Object.keys(schemes));
    for (const [where, op] of operations) {
      for (const requirement of op.security ?? [])
        for (const name of Object.keys(requirement)) expect(known.has(name), `${where}: ${name}`).toBe(true);
      const headers = (op.parameters ?? []).map((p) => resolved(p)).filter((p) => p?.in === "header");
      expect(
        headers.filter((p) => p?.name === "batoken" || p?.name === "ba-user-token"),
        where,
      ).toEqual([]);
    }
    // The admin's operations ask for the admin token, the member centre's for the member token.
    for (const [where, op] of operations) {
      const names = (op.security ?? []).flatMap((r) => Object.keys(r));
      if (/ \/admin\//.test(where) && !/\/admin\/index\/login$/.test(where))
        expect(names, where).toEqual(["adminToken"]);
      if (op.tags?.[0] === "member centre" && op.operationId !== "memberAjaxArea")
        expect(names, where).toEqual(["memberToken"]);
    }
  });

  it("lists the HTTP 4xx answers it can give as shared responses, beside the default failure", () => {
    for (const [where, op] of operations) {
      const statuses = Object.keys(op.responses);
      const clientErrors = statuses.filter((s) => /^4\d\d$/.test(s));
      expect(clientErrors.length, where).toBeGreaterThan(0);
      expect(
        clientErrors.some((s) => typeof op.responses[s]?.$ref === "string"),
        where,
      ).toBe(true);
      expect(op.responses.default).toEqual({ $ref: "#/components/responses/Error" });
      for (const status of statuses)
        expect(resolved(op.responses[status]), `${where} ${status}`).toBeTruthy();
    }
  });

  it("shows each failure as the envelope the server sends, with a catalogue message", () => {
    for (const [name, response] of Object.entries<Node>(doc.components.responses)) {
      const media = jsonMedia(response);
      if ((media?.schema as Node | undefined)?.$ref !== "#/components/schemas/ErrorEnvelope") continue;
      const examples = media?.example
        ? [media.example]
        : Object.values(media?.examples as Record<string, { value: unknown }>).map((e) => e.value);
      expect(examples.length, name).toBeGreaterThan(0);
      for (const example of examples) {
        expect(example, name).toMatchObject({
          code: expect.any(Number),
          msg: expect.any(String),
          time: expect.any(Number),
        });
        expect(example, name).toHaveProperty("data");
        expect((example as { msg: string }).msg, name).not.toBe("");
      }
    }
  });

  it("gives an example of every JSON request and every JSON success, at the media-type level", () => {
    for (const [where, op] of operations) {
      const body = jsonMedia(op.requestBody);
      if (body) expect(hasExample(body), `${where} request`).toBe(true);
      const ok = jsonMedia(op.responses["200"]);
      if (ok) expect(hasExample(ok), `${where} 200`).toBe(true);
    }
    // The schemas are compiled by the server (Ajv, fast-json-stringify): they carry no examples.
    expect(keysNamed(doc.components.schemas, "example")).toEqual([]);
    expect(keysNamed(doc.components.schemas, "examples")).toEqual([]);
  });

  it("types every enum and lists only values of that type", () => {
    const enums: [string, Node][] = [];
    const visit = (node: unknown, at: string) => {
      if (Array.isArray(node)) {
        for (const [i, v] of node.entries()) visit(v, `${at}[${i}]`);
      } else if (node && typeof node === "object") {
        if (Array.isArray((node as Node).enum)) enums.push([at, node as Node]);
        for (const [k, v] of Object.entries(node)) visit(v, `${at}.${k}`);
      }
    };
    visit(doc, "$");
    expect(enums.length).toBeGreaterThan(20);
    const typeOf = (v: unknown) =>
      v === null ? "null" : Number.isInteger(v) ? "integer" : typeof v === "number" ? "number" : typeof v;
    for (const [at, schema] of enums) {
      const types = [schema.type].flat();
      expect(schema.type, at).toBeDefined();
      for (const value of schema.enum as unknown[]) {
        const type = typeOf(value);
        expect(
          types.includes(type) || (type === "integer" && types.includes("number")),
          `${at}: ${value}`,
        ).toBe(true);
      }
    }
    const operator = doc.components.schemas.CrudSearchItem.properties.operator.enum;
    expect(operator).toContain("NULL");
    expect(operator).toContain("NOT NULL");
  });

  it("says no default in an edit's schema: a field left out keeps its value; the add forms have them", () => {
    const schemas = Object.entries<Node>(doc.components.schemas);
    const edits = schemas.filter(([name]) => name.endsWith("Edit"));
    expect(edits.length).toBeGreaterThan(15);
    // A property named "default" would be no keyword: none is, so every key so named is one.
    expect(edits.flatMap(([name, schema]) => keysNamed(schema, "default", name))).toEqual([]);
    const adds = schemas.filter(([name]) => name.endsWith("Add"));
    expect(adds.flatMap(([name, schema]) => keysNamed(schema, "default", name)).length).toBeGreaterThan(50);
    expect(doc.components.schemas.ContentFriendLinkAdd.properties.status.default).toBe("1");
    expect(doc.components.schemas.ContentFriendLinkEdit.properties.status).not.toHaveProperty("default");
  });
});
