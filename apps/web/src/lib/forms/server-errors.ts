import { isApiError } from "@corp/client";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** The per-field messages of a refusal (`data.fields`), for the fields a form has. */
export function fieldErrorsOf<K extends string>(
  data: unknown,
  fields: readonly K[],
): Partial<Record<K, string>> {
  if (typeof data !== "object" || data === null || !("fields" in data)) return {};
  const given = (data as { fields: unknown }).fields;
  if (typeof given !== "object" || given === null) return {};
  const result: Partial<Record<K, string>> = {};
  for (const key of fields) {
    const message = (given as Record<string, unknown>)[key];
    if (typeof message === "string" && message !== "") result[key] = message;
  }
  return result;
}

/**
 * Puts a server refusal on the form: each field's message beside its field, and answers the whole
 * message (also shown in the toast) to keep under the form. Rethrows what is not a refusal.
 */
export function showServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: readonly Path<V>[],
): string {
  if (!isApiError(error)) throw error;
  for (const [field, message] of Object.entries(fieldErrorsOf(error.data, fields))) {
    setError(field as Path<V>, { message: message as string });
  }
  return error.msg;
}
