import { corp, isPublicQuery } from "../../app/api.ts";
import { queryClient } from "../../app/query-client.ts";
import { adminSession } from "../auth/admin-session.ts";

/**
 * Revokes the session on the server, then forgets it here whatever the answer: an admin who asks to
 * log out must not stay logged in because the network failed.
 */
export async function logoutAdmin(): Promise<void> {
  try {
    await corp.post(
      "/admin/index/logout",
      { body: { refreshToken: adminSession.refreshToken() } },
      { showSuccessMessage: true },
    );
  } finally {
    adminSession.clear();
  }
}

/**
 * Drops every admin query (REST and tRPC) but keeps the public start-up data. Called once the shell
 * has gone: while its pages are mounted, a dropped query would be fetched again without a session.
 */
export function forgetAdminData(): void {
  queryClient.removeQueries({ predicate: (query) => !isPublicQuery(query.queryKey) });
}
