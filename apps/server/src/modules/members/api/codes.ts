import { t } from "@corp/domain/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { identities, tokenFromHeaders } from "../../../auth/identity.ts";
import { optionalSession } from "../../../auth/session.ts";
import { success } from "../../../envelope.ts";
import { defineRoute } from "../../../http/define-route.ts";
import type { AppServices } from "../../../services/app-services.ts";
import type { CodeLog } from "../code-delivery.ts";
import { type SendCodeInput, sendCode } from "../send-code.ts";
import { loadEnabledUser } from "../user-account.ts";
import { requireOpenCentre } from "./member-guard.ts";

/** `/api/Ems/send` and `/api/Sms/send`: a code by mail or text message, for guests and members. */
export function codeRoutes(app: FastifyInstance, services: AppServices): void {
  const log: CodeLog = {
    sms: (fields, text) => app.log.info(fields, text),
    error: (error, text) => app.log.error({ err: error }, text),
  };
  const send = async (request: FastifyRequest, input: Omit<SendCodeInput, "ip" | "lang" | "member">) => {
    const config = await requireOpenCentre(services.db);
    const token = tokenFromHeaders(request.headers, identities.user);
    const id = await optionalSession(identities.user, token, services.tokens);
    const member = id === null ? undefined : await loadEnabledUser(services.db, id);
    await sendCode(services, config, log, {
      ...input,
      ip: request.ip,
      lang: request.lang,
      member,
    });
    return success(null, t("codeSent", request.lang));
  };

  defineRoute(app, "post", "/api/Ems/send", async (request) => {
    const { email, event, captchaId, captchaInfo, password } = request.body;
    return send(request, { channel: "email", address: email, event, captchaId, captchaInfo, password });
  });

  defineRoute(app, "post", "/api/Sms/send", async (request) => {
    const { mobile, template_code, captchaId, captchaInfo, password } = request.body;
    return send(request, {
      channel: "mobile",
      address: mobile,
      event: template_code,
      captchaId,
      captchaInfo,
      password,
    });
  });
}
