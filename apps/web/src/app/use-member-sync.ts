import { useEffect } from "react";
import { memberSession } from "../features/auth/member-session.ts";
import { useSiteIndex } from "./use-site-data.ts";

/** `/api/index/index` answers with the member when one is logged in: keep the stored copy current. */
export function useMemberSync(): void {
  const userInfo = useSiteIndex()?.userInfo;
  useEffect(() => {
    if (userInfo && memberSession.token()) memberSession.save(userInfo);
  }, [userInfo]);
}
