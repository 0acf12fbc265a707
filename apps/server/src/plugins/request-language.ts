import { type Lang, parseLang } from "@corp/domain/lang";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    readonly lang: Lang;
  }
}

/**
 * `think-lang` picks the language of every message in the answer. Read when first asked for (no hook
 * on every request: answers sent from memory never need it).
 */
export function requestLanguage(app: FastifyInstance): void {
  app.decorateRequest("lang", {
    getter(this: FastifyRequest): Lang {
      const header = this.headers["think-lang"];
      return parseLang(Array.isArray(header) ? header[0] : header);
    },
  });
}
