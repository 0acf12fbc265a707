import type { AdminInfo } from "@corp/contract/types";
import { z } from "zod/mini";
import { createSessionStore } from "./session-store.ts";

export const adminInfoSchema = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  last_login_time: z.nullable(z.number()),
  token: z.string(),
  refresh_token: z.string(),
  super: z.boolean(),
}) satisfies z.ZodMiniType<AdminInfo>;

/**
 * The logged-in administrator, persisted under `adminInfo` (SPEC §3); /docs reads its token there too
 * (apps/server/src/plugins/api-docs-init.js).
 */
export const adminSession = createSessionStore<AdminInfo>("adminInfo", adminInfoSchema);
