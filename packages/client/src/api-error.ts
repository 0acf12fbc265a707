/**
 * Every failure the request layer reports: a non-1 envelope code, an HTTP failure (code 0, the HTTP
 * status) or a network failure (code 0, status 0). `msg` is already in the user's language.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  readonly status: number;

  constructor(init: { code: number; msg: string; data?: unknown; status: number }) {
    super(init.msg);
    this.code = init.code;
    this.msg = init.msg;
    this.data = init.data ?? null;
    this.status = init.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
