import { useQuery } from "@tanstack/react-query";
import { hooks } from "../../app/api.ts";

/** What the member forms need from the server (`GET /api/user/checkIn`), fetched once a minute at most. */
export function useCheckInConfig() {
  return useQuery({ ...hooks.userCheckInConfigQuery(), staleTime: 60_000 });
}
