/**
 * What a database failure means for the request that met it. `unavailable`: the server is down,
 * restarting or unreachable (answer 503, the request may be tried again); `badValue`: a value the
 * client sent does not fit its column (SQLSTATE class 22: out of range, NUL byte, bad text for a type;
 * answer 400); `other`: a fault of ours.
 */
export type DatabaseFailure = "unavailable" | "badValue" | "other";

/** Socket errors of a connection that went away or never came. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);

/** pg's own messages for a connection it lost or could not make in time. */
const LOST_CONNECTION =
  /connection terminated|terminating connection|timeout exceeded when trying to connect|client has encountered a connection error|connection is closed|cannot use a pool after calling end/i;

function fieldOf(error: object, name: string): unknown {
  return (error as Record<string, unknown>)[name];
}

export function classifyDatabaseError(error: unknown): DatabaseFailure {
  if (typeof error !== "object" || error === null) return "other";
  const code = fieldOf(error, "code");
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code)) return "unavailable";
    // 08: connection exception; 57P01-57P03: shut down or starting; 53300: too many connections.
    if (code.startsWith("08") || /^57P0[123]$/.test(code) || code === "53300") return "unavailable";
    if (/^22[0-9A-Z]{3}$/.test(code)) return "badValue";
  }
  const message = fieldOf(error, "message");
  if (typeof message === "string" && LOST_CONNECTION.test(message)) return "unavailable";
  const cause = fieldOf(error, "cause");
  return cause && cause !== error ? classifyDatabaseError(cause) : "other";
}
