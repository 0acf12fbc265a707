import { httpStatusMessage } from "@corp/domain/error-catalogue";
import { t } from "@corp/domain/messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { failure } from "../envelope.ts";
import { AppError, type ErrorData } from "../errors.ts";

function fieldsOf(error: FastifyError): Record<string, string> | undefined {
  if (!error.validation) return undefined;
  const fields: Record<string, string> = {};
  for (const v of error.validation) {
    const missing = (v.params as { missingProperty?: string }).missingProperty;
    const path = (v.instancePath || "").replace(/^\//, "").replace(/\//g, ".");
    const name = [path, missing].filter(Boolean).join(".") || (error.validationContext ?? "body");
    fields[name] = v.message ?? "invalid";
  }
  return fields;
}

/**
 * Error envelopes are sent pre-serialised: a route's response schema describes its success
 * answer, and must not be applied to `{ code: 303, data: { type } }` and the like.
 */
function sendFailure(reply: FastifyReply, status: number, body: ReturnType<typeof failure>): FastifyReply {
  return reply.status(status).type("application/json; charset=utf-8").send(JSON.stringify(body));
}

/** A Postgres unique-key violation (SQLSTATE 23505) reached through pg or PGlite. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

/** Every failure leaves as the envelope with a catalogue message; 5xx details stay in the log. */
export function errorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    if (error instanceof AppError) {
      return sendFailure(reply, error.status, failure(error.code, error.localize(lang), error.data));
    }
    if (isUniqueViolation(error)) {
      request.log.info({ err: error }, "unique violation");
      return sendFailure(reply, 409, failure(0, httpStatusMessage(409, lang), null));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return sendFailure(reply, 500, failure(0, httpStatusMessage(500, lang), null));
    }
    let msg: string;
    let data: ErrorData | null = null;
    if (error.validation) {
      msg = httpStatusMessage(400, lang);
      data = { fields: fieldsOf(error) ?? {} };
    } else if (status === 413) msg = t("payloadTooLarge", lang);
    else if (status === 415) msg = t("unsupportedMediaType", lang);
    else if (status === 429) msg = t("tooManyRequests", lang);
    else if (status === 405) msg = t("methodNotAllowed", lang);
    else msg = httpStatusMessage(status, lang, request.url);
    request.log.info({ status, code: error.code }, error.message);
    return sendFailure(reply, status, failure(0, msg, data));
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendFailure(
    reply,
    404,
    failure(0, httpStatusMessage(404, request.lang, request.url.split("?")[0]), null),
  );
}
