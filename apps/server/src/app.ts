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
import { adminIndexRoutes, authDialect } from "./modules/auth/routes.ts";
import { dashboardDialect } from "./modules/dashboard/routes.ts";
import { securityDialect } from "./modules/data-security/routes.ts";
import { designerDialect } from "./modules/designer/routes.ts";
import { leadRoutes } from "./modules/leads/routes.ts";
import { modulePublicRoutes } from "./modules/market/routes.ts";
import {
  accountRoutes,
  codeRoutes,
  memberAjaxRoutes,
  membersDialect,
  userRoutes,
} from "./modules/members/routes.ts";
import { routineDialect } from "./modules/routine/routes.ts";
import { indexNowKeyRoute } from "./modules/search-push/routes.ts";
import { publicCacheRules } from "./modules/site/index.ts";
import { indexRoutes, portalRoutes, redirects, searchRoutes, sitemaps } from "./modules/site/routes.ts";
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
import { findWebDist, webApp } from "./plugins/web-app.ts";
import { siteOrigin } from "./request-origin.ts";
import { adminAjaxRoutes } from "./routes/admin/ajax/index.ts";
import { crudAdapterRoutes } from "./routes/admin/crud-adapter.ts";
import { captchaRoutes } from "./routes/api/captcha.ts";
import { commonRoutes } from "./routes/api/common.ts";
import { healthRoutes } from "./routes/api/health.ts";
import { metricsRoutes } from "./routes/metrics.ts";
import { storageRoutes } from "./routes/storage.ts";
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

  // Every route's address is the site's own: no redirect rule may take it.
  app.addHook("onRoute", (route) => services.reservedAddresses.addRoute(route.url));
  if (onRoute)
    app.addHook("onRoute", (route) =>
      onRoute({ method: route.method, url: route.url, config: route.config }),
    );
  requestLanguage(app);
  siteOrigin(app, services.env.SITE_URL);
  // Views counted in memory are stored before the database closes.
  app.addHook("onClose", () => services.views.flush());
  // Modules' processes end with the server, and what they print goes to its log.
  app.addHook("onClose", async () => services.modules.close());
  services.modules.onOutput = (line) => app.log.info(line);
  // Mails queued after their answers go out before the database closes.
  app.addHook("onClose", () => {
    services.deliveries.pushDelayedNow();
    return services.deliveries.idle();
  });
  services.deliveries.onError = (error, what) => app.log.error({ err: error }, what);
  // A backup being made is finished before the database closes.
  app.addHook("onClose", () => services.backupQueue.idle());
  services.backupQueue.onError = (error, what) => app.log.error({ err: error }, what);
  // So is an import: a run cut short is marked failed and can be started again.
  app.addHook("onClose", () => services.importQueue.idle());
  services.importQueue.onError = (error, what) => app.log.error({ err: error }, what);
  errorHandler(app);
  jsonBody(app);
  inputGuard(app);
  securityHeaders(app);
  privateAnswers(app);
  await crossOrigin(app, services.env.CORS_ORIGINS);
  // Old paths are moved before a cached answer or a route is looked for.
  redirects(app, services);

  await app.register(httpCache, {
    db: services.db,
    rules: publicCacheRules(services.views),
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

  indexRoutes(app, services);
  commonRoutes(app, services);
  healthRoutes(app, services);
  metricsRoutes(app, services);
  captchaRoutes(app, services);
  userRoutes(app, services);
  accountRoutes(app, services);
  codeRoutes(app, services);
  await memberAjaxRoutes(app, services);
  portalRoutes(app, services);
  leadRoutes(app, services);
  searchRoutes(app, services);
  adminIndexRoutes(app, services);
  crudAdapterRoutes(app, services, options.adminRouter ?? appRouter, [
    authDialect,
    dashboardDialect,
    designerDialect,
    membersDialect,
    routineDialect,
    securityDialect,
  ]);
  await adminAjaxRoutes(app, services);
  storageRoutes(app, services);
  modulePublicRoutes(app, services);
  await trpcPlugin(app, services, options.adminRouter ?? appRouter);
  indexNowKeyRoute(app, services);
  await app.register(sitemaps, {
    db: services.db,
    ...(services.env.SITE_URL ? { siteUrl: services.env.SITE_URL } : {}),
  });

  await webApp(app, services, serveWeb ? findWebDist(services.env.WEB_DIST) : undefined);
  return app;
}
