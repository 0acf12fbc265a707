import { NEED_LOGIN } from "@corp/domain/error-catalogue";

/** The `{ code, msg, time, data }` answer of every API route (the wire format of the contract). */
export type WireEnvelope = { code: number; msg: string; time?: number; data: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

export function isEnvelope(body: unknown): body is WireEnvelope {
  return isRecord(body) && typeof body.code === "number" && typeof body.msg === "string";
}

function stringField(data: unknown, field: string): string | undefined {
  if (!isRecord(data)) return undefined;
  const value = data[field];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Where a code 302 sends the user: a path, or a route name that the router knows as a path. */
export function redirectTargetOf(data: unknown): string | undefined {
  const path = stringField(data, "routePath");
  if (path) return path;
  const name = stringField(data, "routeName");
  return name ? `/${name.replace(/^\/+/, "")}` : undefined;
}

export function isNeedLogin(data: unknown): boolean {
  return stringField(data, "type") === NEED_LOGIN;
}
