import { httpStatusMessage, networkErrorMessage } from "@corp/domain/error-catalogue";
import type { Lang } from "@corp/domain/lang";

export type TransportFailure = { kind: "timeout" } | { kind: "network"; online: boolean };

/** The catalogue text (SPEC §8) for a request that produced no usable answer. */
export function transportFailureMessage(failure: TransportFailure, lang: Lang): string {
  if (failure.kind === "timeout") return networkErrorMessage("timeout", lang);
  return networkErrorMessage(failure.online ? "network" : "offline", lang);
}

/**
 * The text for an HTTP failure. The server already answers its own failures with a catalogue
 * message in the envelope (sometimes a more precise one, e.g. a login lock-out); anything else,
 * such as a proxy's error page, gets the catalogue text for the status.
 */
export function httpFailureMessage(status: number, lang: Lang, url: string, envelopeMsg?: string): string {
  if (envelopeMsg) return envelopeMsg;
  return httpStatusMessage(status, lang, url);
}
