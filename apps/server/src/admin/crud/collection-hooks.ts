import type { AdminContext } from "./context.ts";
import type { Trx } from "./crud.ts";
import type { LooseQuery, QuickSearchVia } from "./query.ts";

/**
 * What a collection does beyond its declaration: checks that refuse a change (a page the public routes
 * need), values the server decides (a publish time), records kept beside a write (revisions), what the
 * list adds to a row (a state). The procedures of extra buttons are merged into its router. Writes run in the write's transaction.
 */
export type CollectionHooks = {
  /**
   * The values to store, from the checked and cleaned input: a publish time set on publishing, the table
   * a rule's controller writes (read in the write's transaction; throw a refusal to change nothing).
   */
  prepare?: (
    values: Record<string, unknown>,
    trx: Trx,
    id: number,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Before a row is written (`id` 0 for a new one), with the checked input: throw a refusal to change nothing. */
  beforeWrite?: (trx: Trx, id: number, values: Record<string, unknown>, ctx: AdminContext) => Promise<void>;
  /** Once a row is written, with the values stored (JSON not yet as text); `created` for a new row. */
  afterWrite?: (
    trx: Trx,
    id: number,
    values: Record<string, unknown>,
    ctx: AdminContext,
    created: boolean,
  ) => Promise<void>;
  /** Once an edit has committed: what lives outside the database (a mail telling of the change). */
  afterEdit?: (id: number, ctx: AdminContext) => void;
  /**
   * Before the rows are deleted (and kept in the recycle bin): a refusal, or what `afterDelete` needs
   * once the delete has committed (the files no other row names).
   */
  beforeDelete?: (trx: Trx, ids: number[], ctx: AdminContext) => Promise<unknown>;
  /** Once the delete has committed, with what `beforeDelete` answered: what lives outside the database. */
  afterDelete?: (prepared: unknown, ctx: AdminContext) => Promise<void>;
  /**
   * Inserts a new row itself, answering its id, where the table takes rows its own way (a ledger's entry,
   * which the database checks and which moves a balance).
   */
  insert?: (trx: Trx, values: Record<string, unknown>, ctx: AdminContext) => Promise<number>;
  /** The quick search also finds rows whose column refers to a matching row of another table. */
  quickSearchVia?: QuickSearchVia<string>;
  /** Limits which rows this admin may see and change (the rules he holds). */
  scope?: (query: LooseQuery, ctx: AdminContext) => LooseQuery;
  /** What the list and a written row's answer add to or mask in each row. */
  decorate?: (
    rows: Record<string, unknown>[],
    ctx: AdminContext,
  ) => Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
};
