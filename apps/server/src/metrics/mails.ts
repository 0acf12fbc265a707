import { Counter } from "prom-client";
import { metricsRegistry, PREFIX } from "./registry.ts";

const mails = new Counter({
  name: `${PREFIX}mails_total`,
  help: "Mails handed to the SMTP server: sent (accepted) or failed (refused or unreachable)",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

export function countMail(result: "sent" | "failed"): void {
  mails.inc({ result });
}
