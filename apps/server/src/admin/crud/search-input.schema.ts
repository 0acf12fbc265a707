import { OPERATORS, type Operator } from "@corp/domain/crud-operators";
import { rowIdSchema } from "@corp/domain/row-id";
import { z } from "zod";

export { OPERATORS, type Operator };

const byLowerCase = new Map<string, Operator>(OPERATORS.map((op) => [op.toLowerCase(), op]));
// BuildAdmin also accepts the SQL spellings of the comparisons.
for (const [sign, op] of [
  ["=", "eq"],
  ["<>", "ne"],
  ["!=", "ne"],
  [">", "gt"],
  [">=", "egt"],
  ["<", "lt"],
  ["<=", "elt"],
] as const) {
  byLowerCase.set(sign, op);
}

const operator = z.preprocess(
  (v) => (typeof v === "string" ? (byLowerCase.get(v.trim().toLowerCase()) ?? v) : v),
  z.enum(OPERATORS),
);

const scalar = z.union([z.string().max(1000), z.number(), z.boolean()]);

export const searchItem = z.object({
  field: z.string().min(1).max(64),
  operator,
  val: z.union([scalar, z.array(scalar).max(1000), z.null()]).optional(),
  render: z.string().max(32).optional(),
});

export type SearchItem = z.infer<typeof searchItem>;

const flag = z.preprocess((v) => v === true || v === "true" || v === "1" || v === 1, z.boolean());
const id = z.union([z.number().int(), z.string().max(64)]);

/** The `index` input of every controller (ADR 0006). */
export const indexInput = z.object({
  quickSearch: z.string().max(200).optional(),
  search: z.array(searchItem).max(50).optional(),
  /** "field,asc" or "field,desc". */
  order: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Remote select mode: the same filters, the rows a select box needs. */
  select: flag.optional(),
  /**
   * Remote select: the keys already chosen, answered whatever the page. BuildAdmin's select sends "" or 0
   * when nothing is chosen yet (a parent of none): no key, so no restriction.
   */
  initValue: z.preprocess(
    (v) => ((Array.isArray(v) ? v : [v]).every((k) => k === "" || k === "0" || k === 0) ? undefined : v),
    z.union([z.array(id).max(1000), id]).optional(),
  ),
});

export type IndexInput = z.input<typeof indexInput>;
export type IndexQuery = z.output<typeof indexInput>;

export const idsInput = z.object({
  ids: z.preprocess((v) => (Array.isArray(v) ? v : [v]), z.array(rowIdSchema).min(1).max(1000)),
});

export const idInput = z.object({ id: rowIdSchema });

export const sortableInput = z.object({
  id: rowIdSchema,
  targetId: rowIdSchema,
});
