import { OPERATORS, type Operator } from "@corp/domain/crud-operators";
import type { AppRouter } from "@corp/server/trpc";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type {
  DecorateMutationProcedure,
  DecorateQueryProcedure,
  DecorateRouterKeyable,
  DefaultFeatureFlags,
} from "@trpc/tanstack-react-query";

export { OPERATORS, type Operator };

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

// Every controller's generic procedures take the same inputs (the server's crud module); the
// admin list's and the rule tree's stand for all of them.
type Generic = Inputs["auth"]["admin"];
type GenericOut = Outputs["auth"]["admin"];

/** A procedure whose input has defaults may be called without one; the table always sends one. */
type Given<I> = Exclude<I, void>;

export type IndexQuery = Given<Generic["index"]>;
export type ExportQuery = Given<Generic["exportCsv"]>;
export type SearchItem = NonNullable<IndexQuery["search"]>[number];
export type IndexResult<R> = Omit<GenericOut["index"], "list"> & { list: R[] };

export type RowId = number;

type RootTypes = AppRouter["_def"]["_config"]["$types"];
type Procedure<I, O> = {
  input: I;
  output: O;
  transformer: RootTypes["transformer"];
  errorShape: RootTypes["errorShape"];
  featureFlags: DefaultFeatureFlags;
};

/**
 * The procedures a table uses of one controller, as `useTRPC()` gives them (`trpc.auth.admin`):
 * the list is read and changed through their query and mutation options and keys.
 */
export type CrudProcedures<R> = DecorateRouterKeyable<DefaultFeatureFlags> & {
  index: DecorateQueryProcedure<Procedure<Generic["index"], IndexResult<R>>>;
  del?: DecorateMutationProcedure<Procedure<Generic["del"], GenericOut["del"]>>;
  sortable?: DecorateMutationProcedure<
    Procedure<Inputs["auth"]["rule"]["sortable"], Outputs["auth"]["rule"]["sortable"]>
  >;
  exportCsv?: DecorateQueryProcedure<Procedure<Generic["exportCsv"], GenericOut["exportCsv"]>>;
};

/** How one column's filter is entered. */
export type FilterKind = "text" | "number" | "select" | "datetime" | "date";

export type SortDir = "asc" | "desc";
export type SortState = { field: string; dir: SortDir } | null;
