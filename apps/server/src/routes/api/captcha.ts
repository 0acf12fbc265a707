import { t } from "@corp/domain/messages";
import type { FastifyInstance } from "fastify";
import { success } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import { defineRoute } from "../../http/define-route.ts";
import type { AppServices } from "../../services/app-services.ts";
import {
  CAPTCHA_DRAWS_PER_IP,
  checkClickCaptcha,
  createClickCaptcha,
} from "../../services/captcha/click-captcha.ts";
import { clientNetwork } from "../../services/client-network.ts";

/** The click captcha of SPEC §5: a picture with characters to click in order, checked here. */
export function captchaRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;

  defineRoute(app, "get", "/api/common/clickCaptcha", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const draws = await services.throttle.hit(
      `captcha-draw:ip:${clientNetwork(request.ip)}`,
      CAPTCHA_DRAWS_PER_IP,
    );
    if (draws.count > CAPTCHA_DRAWS_PER_IP.limit) {
      reply.header("retry-after", String(draws.resetIn));
      throw new AppError({ key: "tooManyRequests", status: 429 });
    }
    return success(await createClickCaptcha(db, request.query.id));
  });

  defineRoute(app, "post", "/api/common/checkClickCaptcha", async (request) => {
    const { id, info, unset } = request.body;
    const ok = await checkClickCaptcha(db, id, info, unset === true);
    if (!ok) throw new AppError({ key: "captchaFailed" });
    return success(null, t("captchaPassed", request.lang));
  });
}
