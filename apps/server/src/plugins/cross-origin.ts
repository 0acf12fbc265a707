import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/** The headers a client on another origin sends: the two tokens, the language and the client marker. */
export const CROSS_ORIGIN_HEADERS = ["batoken", "ba-user-token", "think-lang", "server", "content-type"];

/**
 * Lets the listed origins (CORS_ORIGINS) call the API from their pages, with credentials and the
 * headers above; preflights are answered for them only. Off when none is listed: browsers then keep
 * other origins out, as before. Their pages may also show uploaded files (`/storage/`).
 */
export async function crossOrigin(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: [...origins],
    credentials: true,
    methods: ["GET", "HEAD", "POST", "DELETE"],
    allowedHeaders: CROSS_ORIGIN_HEADERS,
    maxAge: 600,
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/storage/")) reply.header("cross-origin-resource-policy", "cross-origin");
  });
}
