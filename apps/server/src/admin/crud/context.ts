import type { AdminPermissions, loadEnabledAdmin } from "../../services/admin-account.ts";
import type { TrpcContext } from "../trpc/context.ts";

/** The context of a procedure after `adminProcedure` has checked the session and the node. */
export type AdminContext = TrpcContext & {
  admin: Awaited<ReturnType<typeof loadEnabledAdmin>>;
  permissions: AdminPermissions;
};
