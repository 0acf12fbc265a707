import type { AdminAccess } from "../gate/authorize-admin.ts";
import type { TrpcContext } from "../trpc/context.ts";

/** The context of a procedure after the gate has admitted the admin for its node. */
export type AdminContext = TrpcContext & AdminAccess;
