// Writes src/generated/hooks.ts from the contract (packages/contract/src/openapi.json): the type of a React
// Query hook for every operation (queries for GET, mutations for the others) and the table src/react.ts
// makes them from, so the hooks never drift from it.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const methods = ["get", "post", "put", "patch", "delete"];

/** How openapi-fetch must read an answer that is not JSON (the CSV export, an SVG, a stored file). */
function parseAsOf(operation, doc) {
  let ok = operation.responses?.["200"];
  if (ok?.$ref) ok = doc.components.responses[ok.$ref.split("/").pop()];
  const media = Object.keys(ok?.content ?? {});
  if (media.length === 0 || media.some((m) => m.includes("json"))) return undefined;
  return media.some((m) => m.startsWith("text/") || m.endsWith("+xml")) ? "text" : "blob";
}

/** A parameter as written, or the component it refers to. */
function resolved(node, doc) {
  if (!node?.$ref) return node;
  const [, , kind, name] = node.$ref.split("/");
  return doc.components[kind][name];
}

/** Whether a call must give \`init\`: a required path or query parameter, or a required body. */
function initRequired(operation, item, doc) {
  const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
    resolved(p, doc),
  );
  const requiredParameter = parameters.some((p) => p.in === "path" || (p.in === "query" && p.required));
  return requiredParameter || resolved(operation.requestBody, doc)?.required === true;
}

const pascal = (id) => id.charAt(0).toUpperCase() + id.slice(1);
const comment = (text) => text.replaceAll("*/", "* /").replace(/\s+/g, " ").trim();

export function renderHooks(doc) {
  const members = [];
  const table = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const id = operation.operationId;
      if (!id) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const route = `"${method}", "${path}"`;
      const doc_ = `  /** ${method.toUpperCase()} ${path}: ${comment(operation.summary ?? id)} */`;
      if (method === "get") {
        const parseAs = parseAsOf(operation, doc);
        const types = parseAs ? `${route}, { parseAs: "${parseAs}" }` : route;
        const selected = `${route}, ${parseAs ? `{ parseAs: "${parseAs}" }` : "object"}, Selected`;
        const args = `init${initRequired(operation, item, doc) ? "" : "?"}: CallInit<${route}>`;
        members.push(
          doc_,
          `  ${id}Query: (${args}) => OperationQuery<${types}>;`,
          doc_,
          `  use${pascal(id)}: <Selected = OperationData<${types}>>(${args}, options?: QueryOptions<${selected}>) => QueryResult<${selected}>;`,
        );
        table.push(
          `  ${id}Query: ["queryOptions", ${route}],`,
          `  use${pascal(id)}: ["useQuery", ${route}],`,
        );
      } else {
        members.push(
          doc_,
          `  use${pascal(id)}: (options?: MutationOptions<${route}>) => MutationResult<${route}>;`,
        );
        table.push(`  use${pascal(id)}: ["useMutation", ${route}],`);
      }
    }
  }
  return `// Generated from the contract (packages/contract/src/openapi.json) by \`npm run generate\`
// (packages/client/scripts/generate.mjs).
// Do not edit: change the contract and generate again.
import type {
  HookKind,
  MutationOptions,
  MutationResult,
  OperationData,
  OperationQuery,
  QueryOptions,
  QueryResult,
} from "../hook-types.ts";
import type { CallInit } from "../typed-calls.ts";

/**
 * For every GET operation \`xQuery(init)\` (its query options) and \`useX(init, options)\`; for the others
 * \`useX(options)\`. Declared rather than inferred from an implementation, so that a program checks an
 * operation's types only where it uses the hook.
 */
export type CorpHooks = {
${members.join("\n")}
};

/** What each hook is: openapi-react-query's function it calls, with the operation's method and path. */
export const hookOperations: Readonly<Record<keyof CorpHooks, readonly [HookKind, string, string]>> = {
${table.join("\n")}
};
`;
}

/** How a call reads each operation's answer that is not JSON, by method and path as the contract writes them. */
export function renderAnswerFormats(doc) {
  const entries = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const parseAs = item[method] ? parseAsOf(item[method], doc) : undefined;
      if (parseAs) entries.push(`  "${method} ${path}": "${parseAs}",`);
    }
  }
  return `// Generated from the contract (packages/contract/src/openapi.json) by \`npm run generate\`
// (packages/client/scripts/generate.mjs).
// Do not edit: change the contract and generate again.

/** The operations whose answer is not JSON: text (CSV, SVG, metrics) or a file, read as a Blob. */
export const answerFormats: Readonly<Record<string, "text" | "blob">> = {
${entries.join("\n")}
};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The served contract: openapi.yaml with the collections' operations (packages/contract generates it first).
  const doc = JSON.parse(readFileSync(here("../../contract/src/openapi.json"), "utf8"));
  const outputs = {
    "../src/generated/hooks.ts": renderHooks(doc),
    "../src/generated/answer-formats.ts": renderAnswerFormats(doc),
  };
  for (const [file, text] of Object.entries(outputs)) {
    const out = here(file);
    writeFileSync(out, text);
    // Formatted as the rest of the code, so that the lint check reads it like any other file.
    execFileSync(here("../../../node_modules/.bin/biome"), ["format", "--write", out], { stdio: "ignore" });
  }
}
