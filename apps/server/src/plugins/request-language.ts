import { defaultLang, type Lang, parseLang } from "@corp/domain/lang";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** `think-lang` picks the language of every message in the answer. */
export function requestLanguage(app: FastifyInstance): void {
  app.decorateRequest("lang", defaultLang);
  app.addHook("onRequest", (request, _reply, done) => {
    const header = request.headers["think-lang"];
    request.lang = parseLang(Array.isArray(header) ? header[0] : header);
    done();
  });
}
