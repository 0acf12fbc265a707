import { isAllowed } from "@corp/domain/permission";
import { type Accounts, authorize, type NodeOf } from "../../auth/authorize.ts";
import { identities } from "../../auth/identity.ts";
import { type AdminPermissions, adminPermissions, loadEnabledAdmin } from "../../services/admin-account.ts";
import type { AppServices } from "../../services/app-services.ts";

export type EnabledAdmin = Awaited<ReturnType<typeof loadEnabledAdmin>>;

/** Who passed the gate and what they hold. */
export type AdminAccess = { admin: EnabledAdmin; permissions: AdminPermissions };

/** The admins to the gate: an enabled admin (303 otherwise) and the rules of his groups. */
export const admins: Accounts<AdminAccess> = {
  identity: identities.admin,
  load: async (services, id) => ({
    admin: await loadEnabledAdmin(services.db, id),
    permissions: await adminPermissions(services.db, id),
  }),
  mayUse: (_services, { permissions }, node) => isAllowed(node, permissions.ruleNames, permissions.isSuper),
};

/**
 * The gate for admins (`auth/authorize.ts`), the one place that decides whether an admin may use a node. A
 * null node admits any logged-in admin, as BuildAdmin's ajax endpoints do. A node known only from the
 * request (a designed table's page) is a function, asked once the session is checked, so a caller without
 * one learns nothing about the tables.
 */
export function authorizeAdmin(
  services: AppServices,
  token: string,
  nodeOf: NodeOf,
  admitted?: () => Promise<AdminAccess>,
): Promise<AdminAccess> {
  return authorize(services, admins, token, nodeOf, admitted);
}
