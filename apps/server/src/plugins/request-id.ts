import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** The header that carries a request's id, both ways. */
export const REQUEST_ID_HEADER = "x-request-id";

/** An id a proxy in front may give: letters, digits, `-` and `_`, 8 to 64 of them; anything else is replaced. */
const GIVEN_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Fastify's `genReqId`: the id a proxy in front gave the request when it is a plain one (so both logs
 * name it alike), else 16 random hex digits. Never whatever a client wrote: it goes into log lines.
 */
export function requestIdOf(incoming: IncomingMessage): string {
  const given = incoming.headers[REQUEST_ID_HEADER];
  if (typeof given === "string" && GIVEN_ID.test(given)) return given;
  return randomUUID().replace(/-/g, "").slice(0, 16);
}

/** Every answer names its request (`x-request-id`), a stored one and a refusal included. */
export function requestIds(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
