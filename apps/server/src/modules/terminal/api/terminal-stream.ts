import { type Lang, languageFromCookie } from "@corp/domain/lang";
import type { TerminalMessage } from "@corp/domain/terminal-commands";
import { TERMINAL_FLAGS } from "@corp/domain/terminal-commands";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { refusalOf } from "../../../plugins/error-handler.ts";

/** What every message of a run echoes: the client's task id and text, and the command's name. */
export type TerminalEcho = Pick<TerminalMessage, "uuid" | "extend" | "key">;

const queryText = (query: unknown, name: string, max: number): string => {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value.slice(0, max) : "";
};

export function echoOf(request: FastifyRequest): TerminalEcho {
  return {
    uuid: queryText(request.query, "uuid", 64),
    extend: queryText(request.query, "extend", 255),
    key: queryText(request.query, "command", 50),
  };
}

/**
 * The language of a run's messages: `think-lang` when the client could send it, else the web app's
 * `lang` cookie, which an EventSource sends where it cannot send headers.
 */
export function streamLang(request: FastifyRequest): Lang {
  return request.headers["think-lang"] ? request.lang : languageFromCookie(request.headers.cookie);
}

const frame = (message: TerminalMessage) => `data: ${JSON.stringify(message)}\n\n`;

/**
 * The terminal route's failures, answered in its own wire format rather than as a JSON envelope: an
 * EventSource cannot read the body of a refused connection, so a refusal (no session, an expired token,
 * not a super administrator, a command outside the allow-list, a busy server) is an `Error: ...` line
 * carrying the envelope code, then the exec-error flag that ends the client's task.
 */
export function answerInStream(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { refusal, log } = refusalOf(error, streamLang(request), request.url);
  if (log === "error") request.log.error({ err: error }, "terminal failure");
  if (reply.raw.headersSent) {
    reply.raw.end();
    return;
  }
  const echo = echoOf(request);
  const body =
    frame({ data: `Error: ${refusal.msg}`, ...echo, code: refusal.code }) +
    frame({ data: TERMINAL_FLAGS.execError, ...echo });
  void reply.code(200).type("text/event-stream").header("cache-control", "no-cache").send(body);
}
