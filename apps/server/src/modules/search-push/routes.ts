import type { FastifyInstance } from "fastify";
import { sendNotFound } from "../../plugins/error-handler.ts";
import type { AppServices } from "../../services/app-services.ts";
import { loadConfig } from "../../services/site-config.ts";
import { indexNowKeyOf } from "./engines.ts";

export { schedulePushes } from "./push-queue.ts";

/**
 * IndexNow's key file: while IndexNow is on, /<key>.txt answers the key as text, which is how an engine
 * checks that the pushes come from the site. Any other .txt address no file or route serves is a 404.
 */
export function indexNowKeyRoute(app: FastifyInstance, services: AppServices): void {
  app.get("/:file.txt", async (request, reply) => {
    const { file } = request.params as { file: string };
    const key = indexNowKeyOf(await loadConfig(services.db));
    if (key === undefined || file !== key) return sendNotFound(request, reply);
    return reply.header("cache-control", "public, max-age=300").type("text/plain; charset=utf-8").send(key);
  });
}
