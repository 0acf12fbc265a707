import { Counter } from "prom-client";
import type { AccountName } from "../auth/identity.ts";
import { metricsRegistry, PREFIX } from "./registry.ts";

const logins = new Counter({
  name: `${PREFIX}logins_total`,
  help: "Password logins by account kind (admin, member) and result (success, failure: refused for any reason)",
  labelNames: ["account", "result"] as const,
  registers: [metricsRegistry],
});

export function countLogin(account: AccountName, result: "success" | "failure"): void {
  logins.inc({ account, result });
}
