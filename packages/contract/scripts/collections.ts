// Writes openapi/collections.yaml: for every declared collection (packages/domain/src/collections), its
// admin REST operations with their own row, filter and body schemas. Run by `npm run generate`
// (scripts/generate.mjs) before the contract is merged; never edit its output by hand.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { addInputOf, type Collection, editFormOf, rowSchemaOf } from "@corp/domain/collections/collection";
import { COLLECTIONS } from "@corp/domain/collections/registry";
import { OPERATORS } from "@corp/domain/crud-operators";
import { parse, stringify } from "yaml";
import { exampleOf, type JsonSchema } from "./schema-examples.ts";
import {
  filterableFields,
  inYuan,
  jsonSchema,
  wireShaped,
  wireStatus,
  withoutDefaults,
} from "./wire-schemas.ts";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const contract = parse(readFileSync(here("../../../openapi/openapi.yaml"), "utf8"));

/** BuildAdmin's spelling of a page's controller: `content/friendLink` -> `content.FriendLink`. */
export const controllerOf = (node: string): string => {
  const [area = "", name = ""] = node.split("/");
  return `${area}.${capital(name)}`;
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** `content/friendLink` -> `ContentFriendLink`, the prefix of its schemas. */
const pascal = (node: string) => node.split("/").map(capital).join("");
/** `content/friendLink` -> `contentFriendLink`, the prefix of its operation ids. */
const camel = (node: string) => pascal(node).charAt(0).toLowerCase() + pascal(node).slice(1);

/**
 * Pages whose REST actions answer shapes of their own rather than the table's rows (the settings page
 * answers its groups of settings, apps/server/src/modules/routine/dialect.ts): described by the generic
 * operations only.
 */
const OWN_SHAPES = new Set(["routine/config"]);

type Operation = Record<string, unknown>;

/** The generic operation of `action`, whose parameters and failure answers a table's operation keeps. */
function template(action: string, method: string): Operation {
  const op = contract.paths[`/admin/{controller}/${action}`]?.[method] as Operation | undefined;
  if (!op) throw new Error(`openapi.yaml has no ${method} /admin/{controller}/${action}`);
  return op;
}

const withoutController = (parameters: unknown) =>
  (parameters as { $ref?: string }[]).filter((p) => p.$ref !== "#/components/parameters/CrudController");

const envelopeOf = (data: JsonSchema): JsonSchema => ({
  allOf: [
    { $ref: "#/components/schemas/Envelope" },
    { type: "object", required: ["data"], properties: { data } },
  ],
});

const success = (data: unknown, msg = "") => ({ code: 1, msg, time: 1764201600, data });

export function renderCollections(collections: readonly Collection[] = COLLECTIONS): {
  text: string;
  operations: number;
} {
  const paths: Record<string, Record<string, Operation>> = {};
  const schemas: Record<string, JsonSchema> = {};
  const parameters: Record<string, JsonSchema> = {};
  const tags = new Map<string, string>();
  let operations = 0;

  for (const c of collections) {
    // Keyed by a text (a module's uid): its own controller, not the collection engine.
    if (c.key || OWN_SHAPES.has(c.node)) continue;
    const controller = controllerOf(c.node);
    const name = pascal(c.node);
    const id = camel(c.node);
    const area = c.node.split("/")[0] ?? "";
    const tag = `admin tables: ${area}`;
    tags.set(
      tag,
      `The typed REST operations of the ${area} pages' tables, one set per table (BuildAdmin's controller names).`,
    );
    const title = c.title.en;
    const one = c.one.en;
    const node = (action: string) => `${c.node}/${action}`;
    const base = (action: string, summary: string, description: string): Operation => ({
      operationId: `${id}${action.charAt(0).toUpperCase()}${action.slice(1)}`,
      tags: [tag],
      summary,
      description: `${description} Needs the admin token and the rule ${node(action === "get" ? "edit" : action)}${
        action === "export" ? " (the list's own, index)" : ""
      }; the generic /admin/{controller}/… operations describe the same answers for every controller.`,
      security: [{ adminToken: [] }],
      "x-collection": c.node,
    });
    const put = (action: string, method: string, op: Operation) => {
      paths[`/admin/${controller}/${action}`] ??= {};
      (paths[`/admin/${controller}/${action}`] as Record<string, Operation>)[method] = op;
      operations++;
    };

    const row = inYuan(
      wireShaped(
        wireStatus({ ...jsonSchema(rowSchemaOf(c), "output"), additionalProperties: true }, c.node, "answer"),
        c.node,
      ),
      c,
    );
    row.description = `A row of ${title} as the list and the edit form answer it; relations also carry their names.`;
    schemas[`${name}Row`] = row;
    const rowExample = exampleOf(row, c);

    if (c.actions.includes("index")) {
      const fields = filterableFields(c);
      schemas[`${name}Filter`] = {
        type: "object",
        required: ["field", "operator"],
        description: `One filter of the ${title} list.`,
        properties: {
          field: { type: "string", enum: fields.length > 0 ? fields : ["id"] },
          operator: { type: "string", enum: [...OPERATORS] },
          val: { description: "One value; IN lists and RANGE bounds as 'a,b' or an array" },
        },
      };
      parameters[`${name}Search`] = searchParameter(name, fields);
      const listParameters = (action: string) =>
        withoutController(template(action, "get").parameters).map((p) =>
          p.$ref === "#/components/parameters/CrudSearch"
            ? { $ref: `#/components/parameters/${name}Search` }
            : p,
        );
      const quick = c.list.quickSearch.join(", ");
      put("index", "get", {
        ...base(
          "index",
          `List ${title}`,
          `One page of ${title}, with quick search on ${quick || "nothing"}, filters, order and paging.`,
        ),
        parameters: listParameters("index"),
        responses: {
          ...(template("index", "get").responses as object),
          "200": {
            description: `A page of ${title}`,
            content: {
              "application/json": {
                schema: envelopeOf({
                  type: "object",
                  required: ["list", "total", "remark"],
                  properties: {
                    list: { type: "array", items: { $ref: `#/components/schemas/${name}Row` } },
                    total: { type: "integer" },
                    remark: { type: "string" },
                  },
                }),
                example: success({ list: [rowExample], total: 1, remark: "" }),
              },
            },
          },
        },
      });
      put("export", "get", {
        ...base(
          "export",
          `Export ${title} as CSV`,
          `The ${title} the same filters list, as a CSV file with a byte order mark, the columns as the list names them.`,
        ),
        parameters: listParameters("export"),
        responses: template("export", "get").responses,
      });
    }
    if (c.actions.includes("edit")) {
      put("edit", "get", {
        ...base("get", `One ${one} for the edit form`, `The ${one} with this id, as the edit form shows it.`),
        parameters: withoutController(template("edit", "get").parameters),
        responses: {
          ...(template("edit", "get").responses as object),
          "200": {
            description: `The ${one}`,
            content: {
              "application/json": {
                schema: envelopeOf({
                  type: "object",
                  required: ["row"],
                  properties: { row: { $ref: `#/components/schemas/${name}Row` } },
                }),
                example: success({ row: rowExample }),
              },
            },
          },
        },
      });
      const edit = inYuan(wireStatus(jsonSchema(editFormOf(c), "input"), c.node, "request"), c);
      // A field left out of an edit keeps its value: no default is said, which a client applying defaults
      // would send (a partial edit re-enabling a disabled row). The add form's schema has them.
      const change = withoutDefaults(edit);
      schemas[`${name}Edit`] = {
        ...change,
        required: ["id"],
        properties: { id: { $ref: "#/components/schemas/RowId" }, ...change.properties },
        description: `A change of one ${one}: its id and the fields that change (the others keep their values).`,
      };
      put("edit", "post", {
        ...base(
          "edit",
          `Save a ${one}`,
          `Saves the fields given of the ${one} with this id; each is checked as the form checks it, and the change is written to the admin log.`,
        ),
        parameters: withoutController(template("edit", "post").parameters),
        requestBody: jsonBody(`${name}Edit`, {
          id: 1,
          ...pick(exampleOf(edit, c), Object.keys(edit.properties ?? {}).slice(0, 3)),
        }),
        responses: template("edit", "post").responses,
      });
    }
    if (c.actions.includes("add")) {
      const add = inYuan(wireStatus(jsonSchema(addInputOf(c), "input"), c.node, "request"), c);
      schemas[`${name}Add`] = { ...add, description: `A new ${one}, as the add form sends it.` };
      put("add", "post", {
        ...base(
          "add",
          `Add a ${one}`,
          `Adds a ${one}; each field is checked as the form checks it, and the addition is written to the admin log.`,
        ),
        parameters: withoutController(template("add", "post").parameters),
        requestBody: jsonBody(`${name}Add`, exampleOf(add, c)),
        responses: template("add", "post").responses,
      });
    }
    if (c.actions.includes("del")) {
      put("del", "delete", {
        ...base(
          "del",
          `Delete ${title}`,
          `Deletes the ${title} with these ids${c.recycle ? " (kept in the recycle bin, from where they can be restored)" : ""}.`,
        ),
        parameters: withoutController(template("del", "delete").parameters),
        requestBody: template("del", "delete").requestBody,
        responses: template("del", "delete").responses,
      });
    }
    if (c.actions.includes("sortable")) {
      put("sortable", "post", {
        ...base(
          "sortable",
          `Move a ${one} in the list's order`,
          `Moves the ${one} to the place of another, as a drag in the list does.`,
        ),
        parameters: withoutController(template("sortable", "post").parameters),
        requestBody: template("sortable", "post").requestBody,
        responses: template("sortable", "post").responses,
      });
    }
  }

  const doc = {
    tags: [...tags].map(([name, description]) => ({ name, description })),
    paths,
    components: { parameters, schemas },
  };
  const header =
    "# Generated from the collection declarations (packages/domain/src/collections) by `npm run generate`\n" +
    "# (packages/contract/scripts/collections.ts); merged with openapi.yaml into the served contract.\n" +
    "# Do not edit: change a declaration and generate again.\n";
  return { text: header + stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false }), operations };
}

/**
 * A list's filters as JSON text, which every OpenAPI client sends as it is given (a deepObject of objects is
 * refused by openapi-fetch and hey-api, and Swagger UI fills it with keys the list refuses); BuildAdmin's
 * bracket form, which the server reads too, is described beside it. The example lists every row.
 */
function searchParameter(name: string, fields: string[]): JsonSchema {
  const field = fields.includes("id") ? "id" : (fields[0] ?? "id");
  const example = field === "id" ? { field, operator: "gt", val: 0 } : { field, operator: "NOT NULL" };
  return {
    name: "search",
    in: "query",
    description:
      `The list's filters, all of which a row must meet, as JSON text: a list of {field, operator, val} ` +
      `(search=[{"field":"id","operator":"gt","val":0}], URL-encoded), on: ${fields.join(", ")}. ` +
      "BuildAdmin's client writes the same list in brackets, each filter under its position " +
      "(search[0][field]=id&search[0][operator]=gt&search[0][val]=0), which the server reads too.",
    schema: {
      type: "string",
      maxLength: 8000,
      contentMediaType: "application/json",
      contentSchema: {
        type: "array",
        maxItems: 50,
        items: { $ref: `#/components/schemas/${name}Filter` },
      },
    },
    example: JSON.stringify([example]),
  };
}

function jsonBody(schema: string, example: unknown) {
  return {
    required: true,
    content: { "application/json": { schema: { $ref: `#/components/schemas/${schema}` }, example } },
  };
}

function pick(value: unknown, keys: string[]): Record<string, unknown> {
  const record = value as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { text, operations } = renderCollections();
  writeFileSync(here("../../../openapi/collections.yaml"), text);
  console.log(`openapi/collections.yaml: ${operations} operations`);
}
