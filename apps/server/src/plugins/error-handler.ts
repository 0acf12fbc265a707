import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { classifyDatabaseError } from "@corp/db/database-errors";
import { httpStatusMessage } from "@corp/domain/error-catalogue";
import { defaultLang, type Lang, languageFromCookie, parseLang } from "@corp/domain/lang";
import { type MessageKey, t } from "@corp/domain/messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { failure } from "../envelope.ts";
import { AppError, type ErrorData } from "../errors.ts";
import { wantsPage } from "./api-paths.ts";
import { failurePage } from "./failure-page.ts";
import { REQUEST_ID_HEADER } from "./request-id.ts";
import { ajvFields } from "./validation-fields.ts";

/** A refusal as it leaves: HTTP status, envelope code, message and data. */
export type Refusal = { status: number; code: number; msg: string; data: ErrorData | null };

/** Catalogue texts of the statuses Fastify and Node answer on their own. */
const STATUS_KEYS: Readonly<Record<number, MessageKey>> = {
  405: "methodNotAllowed",
  413: "payloadTooLarge",
  414: "uriTooLong",
  415: "unsupportedMediaType",
  429: "tooManyRequests",
  431: "headersTooLarge",
};

export function statusMessage(status: number, lang: Lang, url: string): string {
  const key = STATUS_KEYS[status];
  return key ? t(key, lang) : httpStatusMessage(status, lang, url);
}

/** What the log says of a failure: a client's mistake is one line without a stack; a fault of ours has it. */
type LogLevel = "info" | "warn" | "error";

/** Every failure as the envelope's terms, and how loudly it is logged. */
export function refusalOf(error: unknown, lang: Lang, url: string): { refusal: Refusal; log: LogLevel } {
  if (error instanceof AppError) {
    return {
      refusal: { status: error.status, code: error.code, msg: error.localize(lang), data: error.data },
      log: "info",
    };
  }
  const plain = (status: number, log: LogLevel, data: ErrorData | null = null) => ({
    refusal: { status, code: 0, msg: statusMessage(status, lang, url), data },
    log,
  });
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  // A Postgres unique-key violation (SQLSTATE 23505) reached through pg or PGlite.
  if (code === "23505") return plain(409, "info");
  const database = classifyDatabaseError(error);
  if (database === "unavailable") return plain(503, "warn");
  if (database === "badValue") return plain(400, "info");
  const fastify = error as Partial<FastifyError>;
  const status = typeof fastify.statusCode === "number" ? fastify.statusCode : 500;
  if (status >= 500 || status < 400) return plain(500, "error");
  // A route's schema refused the request: each field with the catalogue's text in the asked language.
  if (fastify.validation)
    return plain(400, "info", { fields: ajvFields(fastify.validation, fastify.validationContext, lang) });
  return plain(status, "info");
}

const isPageRequest = (request: FastifyRequest) =>
  wantsPage(request.method, request.url, request.headers.accept);

/**
 * The language of the refusal: a page's is the visitor's (the `lang` cookie, as public pages are
 * rendered), the API's is the `think-lang` header. Read here, as the requests Fastify refuses before
 * routing lack the `lang` decoration.
 */
function langOf(request: FastifyRequest): Lang {
  if (isPageRequest(request)) return languageFromCookie(request.headers.cookie);
  const header = request.headers["think-lang"];
  return parseLang(Array.isArray(header) ? header[0] : header);
}

/**
 * The refusal sent as the envelope, or as a page to a browser that asked for one. A failure of ours
 * (5xx) shows the request's id, which names its log line, for the user to quote.
 */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: Refusal): FastifyReply {
  const ours = refusal.status >= 500;
  // Also here: a request Fastify refused before routing has run no hook.
  reply.header(REQUEST_ID_HEADER, request.id);
  if (isPageRequest(request)) {
    return reply
      .status(refusal.status)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(failurePage(refusal.status, refusal.msg, langOf(request), ours ? request.id : undefined));
  }
  // BuildAdmin's client reads `data` of some failures: the id goes only where there is nothing else.
  const data = ours && refusal.data === null ? { requestId: request.id } : refusal.data;
  // Sent pre-serialised: a route's response schema describes its success answer, and must not be
  // applied to `{ code: 303, data: { type } }` and the like.
  const body = JSON.stringify(failure(refusal.code, refusal.msg, data));
  return reply.status(refusal.status).type("application/json; charset=utf-8").send(body);
}

const pathOf = (url: string): string => url.split("?")[0] ?? url;

function handle(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { refusal, log } = refusalOf(error, langOf(request), pathOf(request.originalUrl));
  if (log === "error") request.log.error({ err: error }, "request failed");
  else {
    const reason = error instanceof Error ? error.message.slice(0, 200) : String(error);
    const errorCode = (error as { code?: unknown } | null)?.code;
    request.log[log]({ status: refusal.status, code: errorCode }, reason);
  }
  if (refusal.status === 503) reply.header("retry-after", "5");
  return sendRefusal(request, reply, refusal);
}

/**
 * A request Node's parser refused before Fastify saw it (headers too large, a malformed request line):
 * the envelope written to the socket. Its headers are not trusted, so the message is in the default
 * language.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const body = JSON.stringify(failure(0, statusMessage(status, defaultLang, ""), null));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Every failure leaves as the envelope with a catalogue message; 5xx details stay in the log. */
export function errorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) =>
    handle(error, request, reply),
  );
}

/** Fastify's own refusals before routing (a malformed or over-long address), through the same handler. */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
  handle(error, request, reply);

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendRefusal(request, reply, {
    status: 404,
    code: 0,
    msg: httpStatusMessage(404, langOf(request), pathOf(request.originalUrl)),
    data: null,
  });
}
