import { contractDocument } from "../../plugins/contract.ts";

/** A JSON schema of the contract, as the fuzzer reads it. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

/** The node a `#/components/...` reference names (references of references followed). */
export function deref<T>(node: T): T {
  let current: T = node;
  const refOf = (n: T) => (n as { $ref?: unknown } | null)?.$ref;
  for (let hops = 0; hops < 20; hops++) {
    const ref = refOf(current);
    if (typeof ref !== "string") break;
    let target: unknown = contractDocument;
    for (const part of ref.replace(/^#\//, "").split("/")) {
      target = (target as Record<string, unknown>)[part];
    }
    current = target as T;
  }
  return current;
}

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A value the schema accepts, as a well-behaved client would send it. */
export function exampleOf(node: Schema, depth = 0): unknown {
  const schema = deref(node);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const parts = schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (parts && depth < 8) {
    const values = parts.map((p) => exampleOf(p, depth + 1));
    const objects = values.filter((v) => v && typeof v === "object" && !Array.isArray(v));
    return objects.length > 0 ? Object.assign({}, ...objects) : values[0];
  }
  const types = typesOf(schema);
  if (types.includes("object") || schema.properties) {
    const out: Record<string, unknown> = {};
    if (depth < 8) {
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        out[name] = exampleOf(property, depth + 1);
      }
    }
    return out;
  }
  if (types.includes("array")) return schema.items && depth < 8 ? [exampleOf(schema.items, depth + 1)] : [];
  if (types.includes("integer") || types.includes("number")) return Math.max(schema.minimum ?? 1, 1);
  if (types.includes("boolean")) return true;
  if (types.includes("string")) {
    if (schema.format === "email") return "fuzz@example.com";
    if (schema.format === "uri" || schema.format === "url") return "https://example.com/";
    if (schema.pattern === "^[0-9]{8}$") return "20240101";
    return "fuzz";
  }
  return null;
}

/**
 * Inputs a client may send that no schema allows, or that sit on a boundary: wrong types, int4 and
 * float overflow, empty and oversized text, NUL, control, unicode and invalid surrogates, injection text.
 */
export function badValues(schema: Schema): unknown[] {
  const s = deref(schema);
  const long = "長".repeat((s.maxLength ?? 2000) + 1);
  return [
    null,
    true,
    -1,
    0,
    2_147_483_648,
    99_999_999_999,
    1e308,
    -1e308,
    1.5,
    "",
    long,
    "a\u0000b",
    "\u0000",
    "😀".repeat(40),
    "\u202eevil",
    "\ud800",
    "\uffff",
    [],
    {},
    ["a", 1],
    { $ne: 1 },
    "'; drop table admin; --",
    "../../../etc/passwd",
    "<script>alert(1)</script>",
  ];
}

/** Query or path text that is malformed or sits on a boundary, already percent-encoded as sent. */
export const BAD_RAW_TEXT = [
  "abc",
  "-1",
  "0",
  "2147483648",
  "99999999999",
  "1e309",
  "1.5",
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%F0%9F%98%80",
  "%E2%80%AE",
  "%zz",
  "x".repeat(3000),
  "..%2F..%2Fetc%2Fpasswd",
];
