import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";

/** The most values one request is searched through; a body is at most 1 MB, so a real form never gets there. */
const MAX_VALUES = 100_000;

/**
 * True when a value anywhere in `value` cannot be stored as sent: a string (or key) holding a NUL
 * character, which PostgreSQL refuses, or a number that is not finite (`1e309` in JSON or a coerced
 * query is Infinity, which every schema's maximum lets through).
 */
export function holdsUnstorable(value: unknown): boolean {
  const pending: unknown[] = [value];
  for (let seen = 0; pending.length > 0 && seen < MAX_VALUES; seen++) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes("\0")) return true;
    } else if (typeof next === "number") {
      if (!Number.isFinite(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === "object" && !Buffer.isBuffer(next)) {
      for (const [key, v] of Object.entries(next)) {
        if (key.includes("\0")) return true;
        pending.push(v);
      }
    }
  }
  return false;
}

/**
 * Refuses with 400, before any handler runs, a request whose address, query or JSON body holds a value
 * no column can store (checked after the schemas have coerced the query's text to numbers).
 */
export function inputGuard(app: FastifyInstance): void {
  app.addHook("preHandler", (request, _reply, done) => {
    if (holdsUnstorable(request.params) || holdsUnstorable(request.query) || holdsUnstorable(request.body)) {
      return done(new AppError({ key: "incorrectParameter", status: 400 }));
    }
    done();
  });
}
