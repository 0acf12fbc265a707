/** The filter operators of the CRUD protocol (ADR 0006), spelled as BuildAdmin's clients send them. */
export const OPERATORS = [
  "eq",
  "ne",
  "gt",
  "egt",
  "lt",
  "elt",
  "LIKE",
  "NOT LIKE",
  "IN",
  "NOT IN",
  "RANGE",
  "NOT RANGE",
  "NULL",
  "NOT NULL",
] as const;

export type Operator = (typeof OPERATORS)[number];
