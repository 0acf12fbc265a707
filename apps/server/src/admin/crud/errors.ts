import type { MessageKey } from "@corp/domain/messages";
import { TRPCError } from "@trpc/server";
import { AppError } from "../../errors.ts";

/** Bad input: HTTP 400, the catalogue's 'Incorrect parameter!' unless a more precise message is named. */
export function badParameter(key: MessageKey = "incorrectParameter"): TRPCError {
  return new TRPCError({ code: "BAD_REQUEST", cause: new AppError({ key, status: 400 }) });
}

/**
 * A refused business rule. Over REST it is the envelope code 0 with its message and HTTP 200, as
 * BuildAdmin answers, so clients show the message instead of a generic HTTP error.
 */
export function refused(key: MessageKey, params: Record<string, string | number> = {}): TRPCError {
  return new TRPCError({ code: "BAD_REQUEST", cause: new AppError({ key, params }) });
}

export function notFound(): TRPCError {
  return new TRPCError({ code: "NOT_FOUND", cause: new AppError({ key: "recordNotFound" }) });
}
