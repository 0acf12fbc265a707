import type { IncomingMessage } from "node:http";
import Fastify, {
  type FastifyContextConfig,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import { type AdminRouter, appRouter } from "./admin/router.ts";
import type { TrustProxy } from "./env.ts";
import { countAnswerCacheLookup } from "./metrics/answer-cache.ts";
import { entryRewrite } from "./plugins/admin-entry.ts";
import { apiDocs } from "./plugins/api-docs.ts";
import { contractDocument, registerContractSchemas } from "./plugins/contract.ts";
import { crossOrigin } from "./plugins/cross-origin.ts";
import { answerClientError, errorHandler, frameworkErrors } from "./plugins/error-handler.ts";
import { httpCache } from "./plugins/http-cache.ts";
import { images, staticImageRoots } from "./plugins/images.ts";
import { inputGuard } from "./plugins/input-guard.ts";
import { jsonBody } from "./plugins/json-body.ts";
import { privateAnswers } from "./plugins/private-answers.ts";
import { requestIdOf, requestIds } from "./plugins/request-id.ts";
import { requestLanguage } from "./plugins/request-language.ts";
import { requestLog } from "./plugins/request-log.ts";
import { requestMetrics } from "./plugins/request-metrics.ts";
import { normalRequestUrl } from "./plugins/request-path.ts";
import { schemaCompilers } from "./plugins/schema-compilers.ts";
import { securityHeaders } from "./plugins/security-headers.ts";
import { trpcPlugin } from "./plugins/trpc.ts";
import { findWebDist } from "./plugins/web-dist.ts";
import { siteOrigin } from "./request-origin.ts";
import { adminAjaxRoutes } from "./routes/admin/ajax/index.ts";
import { crudAdapterRoutes } from "./routes/admin/crud-adapter.ts";
import { captchaRoutes } from "./routes/api/captcha.ts";
import { commonRoutes } from "./routes/api/common.ts";
import { healthRoutes } from "./routes/api/health.ts";
import { metricsRoutes } from "./routes/metrics.ts";
import { storageRoutes } from "./routes/storage.ts";
import { serverModules } from "./server-modules.ts";
import type { AppServices } from "./services/app-services.ts";

/** What the onRoute option is told of each route: enough to list routes and the nodes they declare. */
export type RegisteredRoute = {
  method: string | string[];
  url: string;
  config?: FastifyContextConfig | undefined;
};

export type BuildOptions = {
  services: AppServices;
  logger?: FastifyServerOptions["logger"];
  /** Serve the built web app (off in most server tests). */
  serveWeb?: boolean;
  /** Told of every route as it is registered (the contract parity test lists them). */
  onRoute?: ((route: RegisteredRoute) => void) | undefined;
  /** The admin procedures, served over tRPC and BuildAdmin's REST paths: the product's by default. */
  adminRouter?: AdminRouter;
};

/** TRUST_PROXY as Fastify takes it: a hop count is "the n nearest addresses are our proxies". */
function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(options: BuildOptions) {
  const { services, logger = false, serveWeb = true, onRoute } = options;
  const rewrite = entryRewrite(services.env.ADMIN_ENTRY);
  const app: FastifyInstance = Fastify({
    logger,
    // Every path in one spelling first; then a moved admin entry serves the back office and its API,
    // and the old prefix routes nowhere.
    rewriteUrl: (request: IncomingMessage) => {
      const url = normalRequestUrl(request.url ?? "/");
      return rewrite ? rewrite(url) : url;
    },
    trustProxy: trustProxyOption(services.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: true, coerceTypes: "array", useDefaults: true } },
    schemaController: { compilersFactory: schemaCompilers },
    frameworkErrors,
    clientErrorHandler: answerClientError,
    // One log line per request, written by requestLog when it is answered.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  requestIds(app);
  requestLog(app);
  if (services.env.METRICS === "on") requestMetrics(app);

  // What each module keeps is tied to the server (hooks of its routes, what is flushed or closed with it).
  for (const module of serverModules) module.start?.(app, services);
  if (onRoute)
    app.addHook("onRoute", (route) =>
      onRoute({ method: route.method, url: route.url, config: route.config }),
    );
  requestLanguage(app);
  siteOrigin(app, services.env.SITE_URL);
  // Mails queued after their answers go out before the database closes.
  app.addHook("onClose", () => {
    services.deliveries.pushDelayedNow();
    return services.deliveries.idle();
  });
  services.deliveries.onError = (error, what) => app.log.error({ err: error }, what);
  errorHandler(app);
  jsonBody(app);
  inputGuard(app);
  securityHeaders(app);
  privateAnswers(app);
  await crossOrigin(app, services.env.CORS_ORIGINS);
  for (const module of serverModules) await module.requestHooks?.(app, services);

  await app.register(httpCache, {
    db: services.db,
    rules: serverModules.flatMap((module) => module.cacheRules?.(services) ?? []),
    // The language of an answer's messages (think-lang), and the request's host only while no SITE_URL
    // names the one host the site answers as. A page's language is its address's (part of its key):
    // no cookie makes another version of it.
    variantOf: (request) => `${services.env.SITE_URL ? "" : request.host.toLowerCase()}\0${request.lang}`,
    vary: ["think-lang"],
    maxEntries: services.env.ANSWER_CACHE_ENTRIES,
    onLookup: countAnswerCacheLookup,
  });
  await app.register(images, {
    staticRoots: staticImageRoots(services.env.WEB_DIST),
    variants: services.imageVariants,
  });
  registerContractSchemas(app);
  apiDocs(app, contractDocument, services.env.ADMIN_ENTRY);

  commonRoutes(app, services);
  healthRoutes(app, services);
  metricsRoutes(app, services);
  captchaRoutes(app, services);
  for (const module of serverModules) await module.routes?.(app, services);
  crudAdapterRoutes(
    app,
    services,
    options.adminRouter ?? appRouter,
    serverModules.flatMap((module) => (module.dialect ? [module.dialect] : [])),
  );
  await adminAjaxRoutes(
    app,
    services,
    serverModules.flatMap((module) => (module.ajax ? [module.ajax] : [])),
  );
  storageRoutes(app, services);
  await trpcPlugin(app, services, options.adminRouter ?? appRouter);

  const dist = serveWeb ? findWebDist(services.env.WEB_DIST) : undefined;
  for (const module of serverModules) await module.web?.(app, services, dist);
  return app;
}
