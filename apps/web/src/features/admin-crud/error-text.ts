import { isApiError } from "@corp/client";

/** The message to show for a failed call: the envelope's or the tRPC error's (already localised). */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.msg;
  if (error instanceof Error) return error.message;
  return String(error);
}
