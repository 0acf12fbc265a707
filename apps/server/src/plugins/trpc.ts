import { parseLang } from "@corp/domain/lang";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { identities, tokenFromHeaders } from "../auth/identity.ts";
import type { AppServices } from "../services/app-services.ts";
import type { TrpcContext } from "../trpc/context.ts";
import { type AppRouter, appRouter } from "../trpc/router.ts";

export async function trpcPlugin(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: "/admin/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }): TrpcContext => ({
        services,
        lang: parseLang(req.headers["think-lang"]),
        adminToken: tokenFromHeaders(req.headers, identities.admin),
        ip: req.ip,
        userAgent: req.headers["user-agent"] ?? "",
        url: req.url,
      }),
      onError: ({ error, req }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error }, "procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}
