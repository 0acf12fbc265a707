import type { Lang } from "@corp/domain/lang";
import { type FieldProblem, fieldProblemMessage, isCheckKey } from "@corp/domain/validation-messages";
import type { FastifySchemaValidationError } from "fastify";
import type { ZodError } from "zod";

/** A request's refused fields: each field's name (`message`, `search.0.field`) and the catalogue's text. */
export type RefusedFields = Record<string, string>;

type Params = Record<string, unknown>;

const limitOf = (params: Params) => (params.limit as number | string | undefined) ?? "";

/** What an Ajv error says of its field, as a FieldProblem; and a field below it it names, if any. */
function ajvProblem(error: FastifySchemaValidationError): { problem: FieldProblem; child?: string } {
  const params = (error.params ?? {}) as Params;
  // A key refused by `propertyNames` (its pattern, its length...): a field the request may not name. Ajv
  // reports the key's own failure with it, and then `propertyNames`.
  const key = (error as { propertyName?: unknown }).propertyName ?? params.propertyName;
  if (key !== undefined) return { problem: { kind: "unknown" }, child: String(key) };
  switch (error.keyword) {
    case "required":
    case "dependentRequired":
    case "dependencies":
      return { problem: { kind: "required" }, child: String(params.missingProperty ?? "") };
    case "maxLength":
      return { problem: { kind: "tooLong", limit: limitOf(params) } };
    case "minLength":
      // An empty text where one is needed is a field left empty.
      return {
        problem:
          Number(params.limit) === 1 ? { kind: "required" } : { kind: "tooShort", limit: limitOf(params) },
      };
    case "pattern":
      return { problem: { kind: "pattern" } };
    case "format":
      return { problem: { kind: "format", format: String(params.format ?? "") } };
    case "enum":
      return { problem: { kind: "oneOf", values: (params.allowedValues as unknown[] | undefined) ?? [] } };
    case "const":
      return { problem: { kind: "oneOf", values: [params.allowedValue] } };
    case "type":
      return { problem: { kind: "type", type: [params.type].flat().join(" | ") } };
    case "minimum":
    case "exclusiveMinimum":
    case "maximum":
    case "exclusiveMaximum": {
      const comparison = String(params.comparison ?? "");
      const kind = comparison.startsWith(">") ? "minimum" : "maximum";
      return { problem: { kind, limit: limitOf(params), exclusive: !comparison.includes("=") } };
    }
    case "minItems":
    case "minProperties":
      return { problem: { kind: "tooFewItems", limit: limitOf(params) } };
    case "maxItems":
    case "maxProperties":
      return { problem: { kind: "tooManyItems", limit: limitOf(params) } };
    case "multipleOf":
      return { problem: { kind: "multipleOf", limit: String(params.multipleOf ?? "") } };
    case "uniqueItems":
      return { problem: { kind: "repeated" } };
    case "additionalProperties":
      return { problem: { kind: "unknown" }, child: String(params.additionalProperty ?? "") };
    case "unevaluatedProperties":
      return { problem: { kind: "unknown" }, child: String(params.unevaluatedProperty ?? "") };
    default:
      // anyOf, oneOf, not, if, contains...: the value as a whole.
      return { problem: { kind: "invalid" } };
  }
}

/**
 * Fastify's refusal of a request by a route's schema (Ajv): each field it names with the catalogue's text
 * in `lang`. `context` ("body", "querystring") names a refusal of the whole of that part.
 */
export function ajvFields(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
  lang: Lang,
): RefusedFields {
  const fields: RefusedFields = {};
  for (const error of errors) {
    const { problem, child } = ajvProblem(error);
    const path = (error.instancePath || "").replace(/^\//, "").replace(/\//g, ".");
    const name = [path, child].filter(Boolean).join(".") || context || "body";
    // The branches of anyOf and oneOf are reported before it: the value as a whole is what was refused.
    if (error.keyword === "anyOf" || error.keyword === "oneOf")
      fields[name] = fieldProblemMessage(name, problem, lang);
    else fields[name] ??= fieldProblemMessage(name, problem, lang);
  }
  return fields;
}

/** The value at `path` of `input`; undefined where there is none. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

type ZodIssue = ZodError["issues"][number];

/** What a zod issue says of its field; `missing` when the request left the field out. */
function zodProblem(issue: ZodIssue, missing: boolean): FieldProblem {
  // A key the field's own check names ("httpUrl", "required"): its text.
  if (isCheckKey(issue.message)) return { kind: "says", key: issue.message };
  const details = issue as unknown as Params;
  const limit = (bound: unknown) => (typeof bound === "bigint" ? String(bound) : (bound as number));
  switch (issue.code) {
    case "invalid_type":
      return missing ? { kind: "required" } : { kind: "type", type: String(details.expected ?? "") };
    case "too_big":
    case "too_small": {
      const big = issue.code === "too_big";
      const bound = limit(big ? details.maximum : details.minimum);
      const exclusive = details.inclusive === false;
      if (details.origin === "string") {
        if (!big && Number(bound) === 1) return { kind: "required" };
        return {
          kind: big ? "tooLong" : "tooShort",
          limit: exclusive ? Number(bound) + (big ? -1 : 1) : bound,
        };
      }
      if (details.origin === "array" || details.origin === "set")
        return { kind: big ? "tooManyItems" : "tooFewItems", limit: bound };
      if (details.origin === "number" || details.origin === "int" || details.origin === "bigint")
        return { kind: big ? "maximum" : "minimum", limit: bound, exclusive };
      return { kind: "invalid" };
    }
    case "invalid_format":
      return details.format === "regex" || details.format === "starts_with" || details.format === "ends_with"
        ? { kind: "pattern" }
        : { kind: "format", format: String(details.format ?? "") };
    case "invalid_value":
      return { kind: "oneOf", values: (details.values as unknown[] | undefined) ?? [] };
    case "not_multiple_of":
      return { kind: "multipleOf", limit: limit(details.divisor) as number };
    case "unrecognized_keys":
      return { kind: "unknown" };
    default:
      // invalid_union, invalid_key, invalid_element, custom checks that name no key.
      return missing ? { kind: "required" } : { kind: "invalid" };
  }
}

/**
 * A procedure's refusal of its input (zod): each field with the catalogue's text in `lang`, from the
 * issue's kind, or from the key the field's own check names. `input` is what was checked, to tell a field
 * left out from one of the wrong type.
 */
export function zodFields(error: ZodError, lang: Lang, input?: unknown): RefusedFields {
  const fields: RefusedFields = {};
  const add = (name: string, problem: FieldProblem) => {
    fields[name] ??= fieldProblemMessage(name, problem, lang);
  };
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add([...path, key].join("."), { kind: "unknown" });
      continue;
    }
    const missing =
      input === undefined
        ? / received undefined$/.test(issue.message)
        : valueAt(input, issue.path) === undefined;
    add(path.join(".") || "input", zodProblem(issue, missing));
  }
  return fields;
}
