import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { success } from "../../envelope.ts";
import type { AppServices } from "../../services/app-services.ts";
import { defineRoute } from "../define-route.ts";

/** `GET /api/health`: 200 while the database answers, 503 (by the error handler) while it does not. */
export function healthRoutes(app: FastifyInstance, { db }: AppServices): void {
  defineRoute(app, "get", "/api/health", async (_request, reply) => {
    await sql`select 1`.execute(db);
    reply.header("cache-control", "no-store");
    return success({ database: "ok" as const });
  });
}
