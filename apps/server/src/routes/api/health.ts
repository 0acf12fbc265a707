import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { success } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import { defineRoute } from "../../http/define-route.ts";
import type { AppServices } from "../../services/app-services.ts";

let stopping = false;

/**
 * The process is stopping (main.ts, on SIGTERM with STOP_DELAY_SECONDS): from now on the health check
 * answers 503, so that a proxy in front sends nothing more here, while every other request is served.
 */
export function markStopping(): void {
  stopping = true;
}

/**
 * `GET /api/health`: 200 while the database answers, 503 (by the error handler) while it does not or
 * while the server is stopping.
 */
export function healthRoutes(app: FastifyInstance, { db }: AppServices): void {
  defineRoute(app, "get", "/api/health", async (_request, reply) => {
    if (stopping) throw new AppError({ key: "serviceUnavailable", status: 503 });
    await sql`select 1`.execute(db);
    reply.header("cache-control", "no-store");
    return success({ database: "ok" as const });
  });
}
