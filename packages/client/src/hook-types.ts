import type {
  QueryFunction,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from "@tanstack/react-query";
import type { HttpMethod } from "openapi-typescript-helpers";
import type { ApiError } from "./api-error.ts";
import type { CallData, CallInit, CorpPath } from "./typed-calls.ts";

// `Parse` is how an answer that is not JSON is read (`{ parseAs: "text" }`): it decides the data's type.

/** The query key of an operation (openapi-react-query's): method, path and, when given, the init. */
export type OperationKey<
  Method extends HttpMethod,
  Path extends CorpPath<Method>,
  Init = CallInit<Method, Path>,
> = Init extends undefined ? readonly [Method, Path] : readonly [Method, Path, Init];

/** What a query of the operation resolves with, before any `select`. */
export type OperationData<
  Method extends HttpMethod,
  Path extends CorpPath<Method>,
  Parse = object,
> = CallData<Method, Path, CallInit<Method, Path> & Parse>;
type Data<Method extends HttpMethod, Path extends CorpPath<Method>, Parse> = OperationData<
  Method,
  Path,
  Parse
>;

/**
 * React Query's options of a query hook, but its key and function (the hook makes those); `select`
 * may turn the data into another type, `Selected`, which the hook's `data` then is.
 */
export type QueryOptions<
  Method extends HttpMethod,
  Path extends CorpPath<Method>,
  Parse = object,
  Selected = Data<Method, Path, Parse>,
> = Omit<
  UseQueryOptions<Data<Method, Path, Parse>, ApiError, Selected, OperationKey<Method, Path>>,
  "queryKey" | "queryFn"
>;

/** The options `xQuery(init)` makes: key and function, for `useQuery`, loaders, prefetching, invalidation. */
export type OperationQuery<Method extends HttpMethod, Path extends CorpPath<Method>, Parse = object> = Omit<
  UseQueryOptions<Data<Method, Path, Parse>, ApiError, Data<Method, Path, Parse>, OperationKey<Method, Path>>,
  "queryFn"
> & { queryFn: QueryFunction<Data<Method, Path, Parse>, OperationKey<Method, Path>> };

/** What a query hook answers: React Query's result with the operation's (or the selected) data and an ApiError. */
export type QueryResult<
  Method extends HttpMethod,
  Path extends CorpPath<Method>,
  Parse = object,
  Selected = Data<Method, Path, Parse>,
> = UseQueryResult<Selected, ApiError>;

/** React Query's options of a mutation hook; `mutate(init)` takes what the typed call takes. */
export type MutationOptions<Method extends HttpMethod, Path extends CorpPath<Method>> = Omit<
  UseMutationOptions<CallData<Method, Path>, ApiError, CallInit<Method, Path>>,
  "mutationKey" | "mutationFn"
>;

/** What a mutation hook answers. */
export type MutationResult<Method extends HttpMethod, Path extends CorpPath<Method>> = UseMutationResult<
  CallData<Method, Path>,
  ApiError,
  CallInit<Method, Path>
>;

/** Which of openapi-react-query's functions a hook calls: a query hook, its options, or a mutation hook. */
export type HookKind = "useQuery" | "queryOptions" | "useMutation";
