import createQueryClient from "openapi-react-query";
import type { CorpClient } from "./client.ts";
import { answerFormats } from "./generated/answer-formats.ts";
import { type CorpHooks, hookOperations } from "./generated/hooks.ts";
import type { HookKind } from "./hook-types.ts";

export type { CorpHooks } from "./generated/hooks.ts";
export type {
  MutationOptions,
  MutationResult,
  OperationData,
  OperationKey,
  OperationQuery,
  QueryOptions,
  QueryResult,
} from "./hook-types.ts";

/** openapi-react-query's client seen without its types: CorpHooks gives them, per operation. */
type UntypedQueryClient = Record<HookKind, (method: string, path: string, ...rest: unknown[]) => unknown>;

/**
 * React Query hooks for every operation of the contract, on the client's request rules: for a GET
 * operation `useX(init, options)` and `xQuery(init)` (its options, for loaders, prefetching and
 * invalidation), for the others `useX(options)` whose `mutate(init)` sends the call. An answer that is not
 * JSON (the CSV export, an SVG) is read as the contract says, and its `parseAs` is part of the query key.
 */
export function createCorpHooks(client: CorpClient): CorpHooks {
  const api = createQueryClient(client.fetchClient) as unknown as UntypedQueryClient;
  const hooks: Record<string, unknown> = {};
  for (const [name, [kind, method, path]] of Object.entries(hookOperations)) {
    const parseAs = answerFormats[`${method} ${path}`];
    const init = (given?: object) => (parseAs ? { ...given, parseAs } : given);
    hooks[name] =
      kind === "useMutation"
        ? (options?: object) => api.useMutation(method, path, options)
        : kind === "queryOptions"
          ? (given?: object) => api.queryOptions(method, path, init(given))
          : (given?: object, options?: object) => api.useQuery(method, path, init(given), options);
  }
  return hooks as CorpHooks;
}
