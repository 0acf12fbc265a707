import { type Collection, moneyFieldsOf, rowSchemaOf } from "@corp/domain/collections/collection";
import { z } from "zod";
import type { JsonSchema } from "./schema-examples.ts";

// A declaration's zod schemas as JSON Schema, in the forms the REST wire carries them.

/**
 * Controllers whose REST answers keep a status as its words ("enable"); the others send "1"/"0" as
 * BuildAdmin's pages read them (apps/server/src/modules/members/dialect.ts `statusWords`).
 */
const STATUS_WORDS_KEPT = new Set(["user/user"]);

/**
 * Row fields the REST answers send in BuildAdmin's shape rather than as stored, described but not typed
 * (apps/server/src/modules/data-security/dialect.ts).
 */
const WIRE_SHAPED: Record<string, Record<string, string>> = {
  "security/sensitiveData": {
    data_fields:
      "The watched fields as BuildAdmin's pages read them: their names in the list; {field: title} in the edit form.",
  },
};

/** Fields the database keeps in fen, carried in yuan by the REST API (money-values.ts): the Yuan schema. */
export function inYuan(schema: JsonSchema, c: Collection): JsonSchema {
  const money = moneyFieldsOf(c).filter((name) => schema.properties?.[name]);
  if (money.length === 0) return schema;
  const properties = { ...schema.properties };
  for (const name of money) properties[name] = { $ref: "#/components/schemas/Yuan" };
  return { ...schema, properties };
}

/** The fields of WIRE_SHAPED described, untyped. */
export function wireShaped(schema: JsonSchema, node: string): JsonSchema {
  const shaped = WIRE_SHAPED[node];
  if (!shaped) return schema;
  const properties = { ...schema.properties };
  for (const [name, description] of Object.entries(shaped)) properties[name] = { description };
  return { ...schema, properties };
}

/** What zod's definitions say of a node, as far as the contract needs it. */
type ZodDef = { type: string; coerce?: boolean; in?: { _zod: { def: ZodDef } }; out?: z.ZodType };

/** A zod schema as JSON Schema 2020-12: as a request gives it (`input`) or as an answer carries it. */
export function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    unrepresentable: "any",
    io,
    override: ({ zodSchema, jsonSchema: node }) => {
      // A number read from a form's text and then checked (0 or 1, one of a few codes): the numbers the
      // check takes, as a JSON body sends them.
      const def = (zodSchema as unknown as { _zod: { def: ZodDef } })._zod.def;
      if (def.type === "pipe" && def.in?._zod.def.coerce && def.out) {
        const { $schema: __, ...out } = jsonSchema(def.out, "output");
        for (const key of Object.keys(node)) if (key !== "default") delete node[key];
        Object.assign(node, out);
      }
      // A default the value's own check would refuse (an empty list of at least one) is left unsaid.
      const list = node.default;
      if (Array.isArray(list) && list.length < Number(node.minItems ?? 0)) delete node.default;
    },
  }) as JsonSchema;
  return rest;
}

/** The schema with no `default` keyword at any depth (a property named "default" stays). */
export function withoutDefaults(schema: JsonSchema): JsonSchema {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== "object") return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === "default") continue;
      out[key] =
        key === "properties" && value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([name, property]) => [name, strip(property)]))
          : strip(value);
    }
    return out;
  };
  return strip(schema) as JsonSchema;
}

const isEnableDisable = (s: JsonSchema | undefined) =>
  Array.isArray(s?.enum) && s.enum.length === 2 && s.enum.includes("enable") && s.enum.includes("disable");

/** A status of enable/disable as the REST answers carry it ("1"/"0"), or as requests may give it (either). */
export function wireStatus(schema: JsonSchema, node: string, side: "answer" | "request"): JsonSchema {
  const status = schema.properties?.status;
  if (!isEnableDisable(status) || STATUS_WORDS_KEPT.has(node)) return schema;
  const values = side === "answer" ? ["1", "0"] : ["1", "0", "enable", "disable"];
  const wire = { ...status, enum: values, description: '"1" enabled, "0" disabled' };
  if (side === "answer" || wire.default === undefined) delete wire.default;
  else wire.default = "1";
  return { ...schema, properties: { ...schema.properties, status: wire } };
}

/** The fields a list may be filtered on (every column of its rows but those kept unsearchable). */
export function filterableFields(c: Collection): string[] {
  const unsearchable = new Set<string>(c.list.unsearchable ?? []);
  return Object.keys(rowSchemaOf(c).shape).filter((name) => !unsearchable.has(name));
}
