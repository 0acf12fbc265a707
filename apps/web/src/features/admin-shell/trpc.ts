import type { AppRouter } from "@corp/server/trpc";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { corp } from "../../app/api.ts";
import { createTrpcFetch } from "./trpc-fetch.ts";

/**
 * The admin procedures at /admin/trpc; only the (lazy) admin shell imports this module. Pages read
 * and write through `useTRPC()`'s query and mutation options, so the cache is keyed by procedure.
 */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/** The client the shell's TRPCProvider hands to `useTRPC()`. */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: "/admin/trpc", fetch: createTrpcFetch(corp, "admin") })],
});
