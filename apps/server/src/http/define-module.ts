import type { AnyRouter } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import type { CacheRule } from "../plugins/http-cache.ts";
import type { AppServices } from "../services/app-services.ts";
import type { Dialect } from "./buildadmin-dialect.ts";

/** Registers routes (or hooks) on the server, or on the admin ajax scope. */
export type Register = (app: FastifyInstance, services: AppServices) => void | Promise<void>;

/** Work a server runs while it serves (a timer): started by main.ts, stopped before it closes. */
export type Schedule = {
  /** What its failures are logged as. */
  what: string;
  /** Starts it; answers how to stop it. */
  start: (services: AppServices, onError: (error: unknown) => void) => () => void;
};

/**
 * A server module, defined once in its own module.ts and composed by the server (ADR 0032): app.ts walks
 * the list (server-modules.ts) for its routes, ajax routes, dialect and hooks, admin/router.ts for its
 * admin routers.
 */
export type ServerModule<Routers extends Record<string, AnyRouter> = Record<string, AnyRouter>> = {
  name: string;
  /** Its admin tRPC routers, under the keys the admin router (AppRouter) holds them. */
  router?: Routers;
  /** Ties what it keeps in AppServices to the server: what is flushed or closed with it, where errors go. */
  start?: (app: FastifyInstance, services: AppServices) => void;
  /** Hooks every request passes before the answer cache and the routes (a redirect). */
  requestHooks?: Register;
  /** What the answer cache may keep of its answers. */
  cacheRules?: (services: AppServices) => readonly CacheRule[];
  /** Its HTTP routes. */
  routes?: Register;
  /** Its routes in the /admin/ajax scope, behind the admin gate. */
  ajax?: Register;
  /** The actions and answers of its BuildAdmin pages at the REST edge (ADR 0019). */
  dialect?: Dialect;
  /**
   * Serves the web app's build (`dist`; none in most tests): registered after every route, as its
   * not-found handler answers what no route does.
   */
  web?: (app: FastifyInstance, services: AppServices, dist: string | undefined) => Promise<void>;
  /** Its timers (main.ts). */
  schedules?: readonly Schedule[];
};

/** A module's definition, with its routers' types kept for the admin router's. */
export function defineModule<const Routers extends Record<string, AnyRouter> = Record<never, AnyRouter>>(
  module: ServerModule<Routers>,
): ServerModule<Routers> {
  return module;
}
