import { parseLang } from "@corp/domain/lang";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { admins } from "../admin/gate/authorize-admin.ts";
import type { TrpcContext } from "../admin/trpc/context.ts";
import type { AdminRouter, router } from "../admin/trpc/trpc.ts";
import { admitOnce } from "../auth/authorize.ts";
import { identities, tokenFromHeaders } from "../auth/identity.ts";
import type { AppServices } from "../services/app-services.ts";

/** A router of the admin procedures (the product's AppRouter, or a test's with more): their context's type. */
type ProcedureRouter = ReturnType<typeof router>;

export async function trpcPlugin(
  app: FastifyInstance,
  services: AppServices,
  adminRouter: AdminRouter,
): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: "/admin/trpc",
    trpcOptions: {
      router: adminRouter as ProcedureRouter,
      createContext: ({ req }): TrpcContext => {
        const adminToken = tokenFromHeaders(req.headers, identities.admin);
        return {
          services,
          lang: parseLang(req.headers["think-lang"]),
          adminToken,
          // A batch of procedures checks the session once.
          admitted: admitOnce(services, admins, adminToken),
          ip: req.ip,
          userAgent: req.headers["user-agent"] ?? "",
          url: req.url,
          log: req.log,
        };
      },
      onError: ({ error, req }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error }, "procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<ProcedureRouter>["trpcOptions"],
  });
}
