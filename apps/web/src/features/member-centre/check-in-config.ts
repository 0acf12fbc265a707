import { useQuery } from "@tanstack/react-query";
import { api } from "../../app/api.ts";

/** What the member forms need from the server (`GET /api/user/checkIn`), fetched once per page. */
export function useCheckInConfig() {
  return useQuery({
    queryKey: ["api", "user", "checkIn"],
    queryFn: ({ signal }) => api.userCheckInConfig({ signal }),
    staleTime: 60_000,
  });
}
