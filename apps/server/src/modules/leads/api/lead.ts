import { t } from "@corp/domain/messages";
import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { defineRoute } from "../../../http/define-route.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { loadConfig } from "../../../services/site-config.ts";
import { leadSettingsFrom } from "../lead-config.ts";
import { submitLead } from "../lead-submit.ts";

/** The lead form's API: its fields as configured (for a page placing the form), and a visitor's send. */
export function leadRoutes(app: FastifyInstance, services: AppServices): void {
  defineRoute(app, "get", "/api/lead/form", async () =>
    success(leadSettingsFrom(await loadConfig(services.db)).form),
  );

  // Stored, stored as spam or stored before: the visitor is told the same.
  defineRoute(app, "post", "/api/lead/submit", async (request) => {
    await submitLead(services, {
      body: request.body,
      ip: request.ip,
      userAgent: String(request.headers["user-agent"] ?? ""),
      lang: request.lang,
    });
    return success(null, t("leadSent", request.lang));
  });
}
