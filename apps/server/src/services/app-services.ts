import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { LoginThrottle } from "../auth/login-throttle.ts";
import { TokenStore } from "../auth/tokens.ts";
import type { Env } from "../env.ts";
import { ViewCounter } from "./portal/view-counter.ts";

/** What request handlers need, built once per server. */
export type AppServices = {
  db: Kysely<Database>;
  env: Env;
  tokens: TokenStore;
  throttle: LoginThrottle;
  views: ViewCounter;
};

export function createServices(db: Kysely<Database>, env: Env): AppServices {
  return {
    db,
    env,
    tokens: new TokenStore(db),
    throttle: new LoginThrottle(db),
    views: new ViewCounter(db),
  };
}
