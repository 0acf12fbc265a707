import { corp, queries } from "../../app/api.ts";
import { queryClient } from "../../app/query-client.ts";
import { memberSession } from "../auth/member-session.ts";

/** Revokes the member's tokens, then forgets the member here whatever the answer (SPEC §7). */
export async function logoutMember(): Promise<void> {
  try {
    await corp.post(
      "/api/user/logout",
      { body: { refreshToken: memberSession.refreshToken() } },
      { showSuccessMessage: true },
    );
  } finally {
    memberSession.clear();
  }
}

/** Drops the member's data once the member centre has gone; the public data is fetched again without them. */
export function forgetMemberData(): void {
  queryClient.removeQueries({ queryKey: queries.siteIndex(1).queryKey });
  void queryClient.invalidateQueries({ queryKey: queries.siteIndex(0).queryKey });
}
