import doc from "@corp/contract/openapi.json" with { type: "json" };
import type { FastifyInstance, FastifySchema } from "fastify";

/**
 * The OpenAPI document is the source of truth: route schemas (query, body, response) are read from it,
 * so a route cannot accept or answer something the contract does not say.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const contractDocument = doc as unknown as JsonObject;
const components = contractDocument.components as JsonObject;
const schemas = components.schemas as JsonObject;

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type ContractOperation = { method: HttpMethod; path: string; operation: JsonObject };

export function contractOperations(): ContractOperation[] {
  const paths = contractDocument.paths as JsonObject;
  const out: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = (item as JsonObject)[method];
      if (operation) out.push({ method, path, operation: operation as JsonObject });
    }
  }
  return out;
}

/** The query parameters of each GET operation, by its lower-cased path. */
let getQueryNames: Map<string, string[]> | undefined;

/** The names of the query parameters the GET operation at `path` reads (any letter case); [] when none. */
export function contractQueryNames(path: string): readonly string[] {
  if (!getQueryNames) {
    getQueryNames = new Map();
    for (const op of contractOperations()) {
      if (op.method !== "get") continue;
      const names = ((op.operation.parameters as Json[] | undefined) ?? [])
        .map(deref)
        .filter((p) => p.in === "query")
        .map((p) => String(p.name));
      getQueryNames.set(op.path.toLowerCase(), names);
    }
  }
  return getQueryNames.get(path.toLowerCase()) ?? [];
}

function resolveLocal(ref: string): JsonObject {
  const parts = ref.replace(/^#\//, "").split("/");
  let node: Json = contractDocument;
  for (const part of parts) node = (node as JsonObject)[part] ?? null;
  if (!node || typeof node !== "object") throw new Error(`Unresolvable reference ${ref} in the contract`);
  return node as JsonObject;
}

/** Point schema references at the shared schema registered under `$id: "contract"`. */
function rewriteRefs(value: Json): Json {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === "object") {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string" && v.startsWith("#/components/schemas/")) {
        out[k] = `contract#/definitions/${v.slice("#/components/schemas/".length)}`;
      } else if (!((k === "description" || k === "summary") && typeof v === "string")) {
        // Documentation texts go; a property that happens to be named so stays.
        out[k] = rewriteRefs(v);
      }
    }
    return out;
  }
  return value;
}

/**
 * The schemas the routes' own operations use, with those they refer to. A table's own operations
 * (`x-collection`, openapi/collections.yaml) are served by the generic routes: their schemas document the
 * wire for clients and are never compiled here (a server would otherwise carry them into every route).
 */
function routeSchemas(): JsonObject {
  const used = new Set<string>();
  const visit = (node: Json): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") {
        if (value.startsWith("#/components/schemas/")) {
          const name = value.slice("#/components/schemas/".length);
          if (used.has(name)) continue;
          used.add(name);
        }
        visit(resolveLocal(value));
      } else visit(value);
    }
  };
  for (const op of contractOperations()) if (op.operation["x-collection"] === undefined) visit(op.operation);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

/** The contract's schemas the routes use, made once: every app of the process shares the objects. */
let sharedSchemas: JsonObject | undefined;

export function registerContractSchemas(app: FastifyInstance): void {
  sharedSchemas ??= { $id: "contract", definitions: rewriteRefs(routeSchemas()) };
  app.addSchema(sharedSchemas);
}

function deref(node: Json): JsonObject {
  const obj = node as JsonObject;
  return typeof obj.$ref === "string" ? resolveLocal(obj.$ref) : obj;
}

function jsonSchemaOf(content: Json | undefined): Json | undefined {
  const media = (content as JsonObject | undefined)?.["application/json"] as JsonObject | undefined;
  return media?.schema;
}

export function findOperation(method: HttpMethod, path: string): JsonObject {
  const item = (contractDocument.paths as JsonObject)[path] as JsonObject | undefined;
  const operation = item?.[method] as JsonObject | undefined;
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in openapi/openapi.yaml`);
  return operation;
}

/** True when the operation's body may be left out (a logout's refresh token). */
export function bodyOptional(method: HttpMethod, path: string): boolean {
  const operation = findOperation(method, path);
  const body = operation.requestBody ? deref(operation.requestBody) : undefined;
  return body !== undefined && body.required !== true;
}

/** Builds the Fastify schema of one contract operation. Throws when the contract lacks it. */
/**
 * Route schemas by contract operation: the same object for every app the process builds, so that the
 * shared compilers (schema-compilers.ts) compile each once.
 */
const schemaByOperation = new WeakMap<JsonObject, FastifySchema>();

export function routeSchema(method: HttpMethod, path: string): FastifySchema {
  const operation = findOperation(method, path);
  let schema = schemaByOperation.get(operation);
  if (!schema) {
    schema = operationSchema(operation);
    schemaByOperation.set(operation, schema);
  }
  return schema;
}

function operationSchema(operation: JsonObject): FastifySchema {
  const schema: FastifySchema = {};
  const parameters = ((operation.parameters as Json[] | undefined) ?? []).map(deref);
  const query = parameters.filter((p) => p.in === "query");
  if (query.length > 0) {
    const properties: JsonObject = {};
    const required: string[] = [];
    for (const p of query) {
      properties[p.name as string] = rewriteRefs(p.schema ?? {});
      if (p.required === true) required.push(p.name as string);
    }
    schema.querystring = { type: "object", properties, required };
  }
  const body = operation.requestBody ? deref(operation.requestBody) : undefined;
  const bodySchema = body ? jsonSchemaOf(body.content) : undefined;
  if (bodySchema) schema.body = rewriteRefs(bodySchema);
  const ok = (operation.responses as JsonObject)["200"];
  const okSchema = ok ? jsonSchemaOf(deref(ok).content) : undefined;
  if (okSchema) schema.response = { 200: rewriteRefs(okSchema) };
  return schema;
}
