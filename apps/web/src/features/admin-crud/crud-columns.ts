import type { ReactNode } from "react";
import type { FilterKind, Operator } from "./crud-types.ts";

export type Choice = { value: string; label: string };

/** One column of a CRUD table: how it shows, sorts and filters. */
export type CrudColumn<R> = {
  field: string;
  label: string;
  render?: (row: R) => ReactNode;
  sortable?: boolean;
  /** The filter form's entry for this column; `false` leaves it out of the form. */
  filter?: { kind: FilterKind; operator: Operator; options?: Choice[] } | false;
  /** Hidden until the admin shows it. */
  hidden?: boolean;
};
