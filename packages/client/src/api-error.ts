/**
 * Every failure the request layer reports: a non-1 envelope code, an HTTP failure (code 0, the HTTP
 * status) or a network failure (code 0, status 0). `msg` is already in the user's language.
 */
import { networkErrorMessage } from "@corp/domain/error-catalogue";
import type { Lang } from "@corp/domain/lang";

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  readonly status: number;

  constructor(init: { code: number; msg: string; data?: unknown; status: number; cause?: unknown }) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.msg = init.msg;
    this.data = init.data ?? null;
    this.status = init.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A call the caller cancelled (its AbortSignal): no failure, passed on as it is, as fetch does. */
function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * Any other failure of a call as an ApiError (code 0, status 0, the catalogue's "server exception" in
 * the caller's language, the original as its `cause`): an answer that cannot be read as the contract
 * says, a query that cannot be written. Callers then handle one kind of error.
 */
export function asApiError(error: unknown, lang: Lang): unknown {
  if (error instanceof ApiError || isAbort(error)) return error;
  return new ApiError({ code: 0, msg: networkErrorMessage("network", lang), status: 0, cause: error });
}
