import type { UserInfo } from "@corp/contract/types";
import { z } from "zod/mini";
import { createSessionStore } from "./session-store.ts";

export const userInfoSchema = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  birthday: z.nullable(z.string()),
  money: z.number(),
  score: z.number(),
  last_login_time: z.nullable(z.number()),
  last_login_ip: z.string(),
  join_time: z.nullable(z.number()),
  motto: z.string(),
  token: z.string(),
  refresh_token: z.string(),
}) satisfies z.ZodMiniType<UserInfo>;

/**
 * The logged-in member, persisted under `userInfo` (SPEC §3); /docs reads its token there too
 * (apps/server/src/plugins/api-docs-init.js).
 */
export const memberSession = createSessionStore<UserInfo>("userInfo", userInfoSchema);
