import createQueryClient from "openapi-react-query";
import type { CorpClient } from "./client.ts";
import { operationHooks } from "./generated/hooks.ts";

export type {
  MutationOptions,
  MutationResult,
  OperationData,
  OperationKey,
  OperationQuery,
  QueryOptions,
  QueryResult,
} from "./hook-types.ts";

export type CorpHooks = ReturnType<typeof operationHooks>;

/**
 * React Query hooks for every operation of the contract, on the client's request rules: for a GET
 * operation `useX(init, options)` and `xQuery(init)` (its options, for loaders, prefetching and
 * invalidation), for the others `useX(options)` whose `mutate(init)` sends the call.
 */
export function createCorpHooks(client: CorpClient): CorpHooks {
  return operationHooks(createQueryClient(client.fetchClient));
}
