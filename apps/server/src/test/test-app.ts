import type { DatabaseHandle } from "@corp/db/connection";
import { createTestDatabase } from "@corp/db/testing";
import type { RegisterModeSetting } from "@corp/domain/register-mode";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { AdminRouter } from "../admin/router.ts";
import { buildApp, type RegisteredRoute } from "../app.ts";
import { hashPassword } from "../auth/password.ts";
import { readEnv } from "../env.ts";
import { watchDatabase } from "../metrics/database.ts";
import { type AppServices, createServices } from "../services/app-services.ts";

export const ADMIN_PASSWORD = "test-Admin_123";

export type TestApp = { app: FastifyInstance; services: AppServices; close(): Promise<void> };

/** A server on a fresh, migrated and seeded database (PGlite, or DATABASE_URL's server when set). */
export async function createTestApp(
  options: {
    onRoute?: (route: RegisteredRoute) => void;
    /** The admin login click captcha; off unless a test is about it. */
    loginCaptcha?: "on" | "off";
    /** Origins allowed to call the API from their pages (CORS_ORIGINS). */
    corsOrigins?: string;
    /** The admin procedures served, when not the product's (a test adding a collection). */
    adminRouter?: AdminRouter;
    /** More settings of `env.ts` (a bucket's, say). */
    env?: Record<string, string>;
    /** Serve the web build named by `env.WEB_DIST` (`makeWebDist()` of web-dist.ts makes one); off by default. */
    serveWeb?: boolean;
    /** The server's log (a test reading its lines gives a pino stream); none by default. */
    logger?: FastifyServerOptions["logger"];
    /** A database to serve instead of a fresh seeded one (an upgraded fixture's); closed with the app. */
    database?: DatabaseHandle;
    /**
     * What a member registration asks for on the fresh database (`user_register_mode`): the click captcha
     * unless a test is about the modes or registers with codes ("auto" is the site's default, ADR 0028).
     */
    registerMode?: RegisterModeSetting;
  } = {},
): Promise<TestApp> {
  const database =
    options.database ?? (await createTestDatabase({ adminPassword: ADMIN_PASSWORD, hashPassword }));
  if (!options.database)
    await database.db
      .updateTable("config")
      .set({ value: JSON.stringify(options.registerMode ?? "captcha") })
      .where("name", "=", "user_register_mode")
      .execute();
  const env = readEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    LOGIN_CAPTCHA: options.loginCaptcha ?? "off",
    CORS_ORIGINS: options.corsOrigins,
    ...options.env,
  });
  const services = createServices(database.db, env, database.dialect);
  const app = await buildApp({
    services,
    serveWeb: options.serveWeb ?? false,
    onRoute: options.onRoute,
    ...(options.adminRouter ? { adminRouter: options.adminRouter } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();
  // As main.ts does: the database's failures and pool reach GET /metrics.
  const unwatchDatabase = watchDatabase(database);
  return {
    app,
    services,
    close: async () => {
      unwatchDatabase();
      await app.close();
      await database.close();
    },
  };
}

export type Session = { token: string; refreshToken: string };

export async function loginAdmin(
  app: FastifyInstance,
  username = "admin",
  password = ADMIN_PASSWORD,
): Promise<Session> {
  const res = await app.inject({
    method: "POST",
    url: "/admin/index/login",
    payload: { username, password, keep: true },
  });
  const body = res.json();
  if (body.code !== 1) throw new Error(`login failed: ${body.msg}`);
  return { token: body.data.userInfo.token, refreshToken: body.data.userInfo.refresh_token };
}
