import type { FastifyInstance } from "fastify";
import { type ActorSlot, runWithActorSlot } from "../auth/request-actor.ts";
import { routeOf } from "./request-route.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Who the request acted as, once its session is found (`auth/request-actor.ts`). */
    actorSlot: ActorSlot | null;
  }
}

/**
 * One log line per request, when its answer is sent (Fastify's own two lines are turned off,
 * `disableRequestLogging`): the request's id (`reqId`, as every line of the request has it), its route
 * pattern and path, method, status, time in milliseconds and the account it acted as. Never its query,
 * headers or body, where tokens, passwords and codes travel.
 */
export function requestLog(app: FastifyInstance): void {
  app.decorateRequest("actorSlot", null);
  // The rest of the request runs in its slot: Fastify carries the context across the body's reading.
  app.addHook("onRequest", (request, _reply, done) => {
    const slot: ActorSlot = { actor: undefined };
    request.actorSlot = slot;
    runWithActorSlot(slot, done);
  });
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        route: routeOf(request),
        method: request.method,
        path: request.originalUrl.split("?")[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        actor: request.actorSlot?.actor,
      },
      "request",
    );
    done();
  });
}
