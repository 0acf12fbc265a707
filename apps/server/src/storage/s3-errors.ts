import { AppError } from "../errors.ts";

type SdkError = { name?: string; $metadata?: { httpStatusCode?: number } };

/** The bucket answered that the object is not there (HEAD answers a bare 404). */
export function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as SdkError;
  return name === "NotFound" || name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
}

/**
 * Any other failure of the bucket (unreachable, timed out, refusing the keys, a 5xx) is the site's
 * 503 in the envelope: the request that needed the file stops before it writes anything else. The
 * store's own words go to the log through the cause.
 */
export function storeUnavailable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const failure = new AppError({ key: "serviceUnavailable", status: 503 });
  failure.cause = error;
  return failure;
}
