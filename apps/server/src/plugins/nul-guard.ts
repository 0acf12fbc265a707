import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";

/** The most values one request is searched through; a body is at most 1 MB, so this is never reached by a real form. */
const MAX_VALUES = 100_000;

/** True when a string anywhere in `value` (keys included) holds a NUL character. */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  for (let seen = 0; pending.length > 0 && seen < MAX_VALUES; seen++) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes("\0")) return true;
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
 * No text the server stores or looks up may hold a NUL character (PostgreSQL refuses it): a request
 * carrying one in its address, query or JSON body is refused with 400 before any handler runs.
 */
export function nulGuard(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      return done(new AppError({ key: "incorrectParameter", status: 400 }));
    }
    done();
  });
}
