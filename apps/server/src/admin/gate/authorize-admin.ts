import { isAllowed } from "@corp/domain/permission";
import { identities } from "../../auth/identity.ts";
import { requireSession } from "../../auth/session.ts";
import { AppError } from "../../errors.ts";
import { type AdminPermissions, adminPermissions, loadEnabledAdmin } from "../../services/admin-account.ts";
import type { AppServices } from "../../services/app-services.ts";

export type EnabledAdmin = Awaited<ReturnType<typeof loadEnabledAdmin>>;

/** Who passed the gate and what they hold. */
export type AdminAccess = { admin: EnabledAdmin; permissions: AdminPermissions };

/**
 * The admin gate, the one place that decides whether an admin may use a node: the token's session
 * (303 need login, 409 expired), an enabled admin (303), then the node among the admin's rules (403, envelope
 * code 401). A null node admits any logged-in admin, as BuildAdmin's ajax endpoints do. A node known only
 * from the request (a designed table's page) is a function, asked once the session is checked, so a caller
 * without one learns nothing about the tables.
 */
export async function authorizeAdmin(
  services: AppServices,
  token: string,
  nodeOf: string | null | (() => Promise<string>),
): Promise<AdminAccess> {
  const id = await requireSession(identities.admin, token, services.tokens);
  const admin = await loadEnabledAdmin(services.db, id);
  const permissions = await adminPermissions(services.db, id);
  const node = typeof nodeOf === "function" ? await nodeOf() : nodeOf;
  if (node !== null && !isAllowed(node, permissions.ruleNames, permissions.isSuper)) {
    throw new AppError({ key: "noPermission", code: 401, status: 403 });
  }
  return { admin, permissions };
}
