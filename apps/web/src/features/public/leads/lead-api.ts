import type { Schemas } from "@corp/contract/types";
import type { Lang } from "@corp/domain/lang";
import type { LeadForm } from "@corp/domain/lead-fields";

export type LeadSend = Schemas["LeadSubmitRequest"];
export type CaptchaPicture = Schemas["CaptchaClick"];
type Answer = { code: number; msg: string; data?: unknown };

/** What became of a send, as the form shows it. */
export type SendOutcome =
  | { kind: "sent"; message: string }
  | { kind: "fields"; message: string; fields: Record<string, string> }
  | { kind: "captcha"; message: string }
  | { kind: "refused"; message: string }
  /** No answer came (the connection broke): the same fill may be sent again, it is stored once. */
  | { kind: "network" };

/** Reads the server's answer to a send: stored, refused field by field, asking for the captcha, or refused. */
export function outcomeOf(answer: Answer): SendOutcome {
  if (answer.code === 1) return { kind: "sent", message: answer.msg };
  const data = typeof answer.data === "object" && answer.data !== null ? answer.data : {};
  if ("captcha" in data && data.captcha === true) return { kind: "captcha", message: answer.msg };
  if ("fields" in data && typeof data.fields === "object" && data.fields !== null)
    return { kind: "fields", message: answer.msg, fields: data.fields as Record<string, string> };
  return { kind: "refused", message: answer.msg };
}

async function call(url: string, lang: Lang, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, {
    ...init,
    headers: { "think-lang": lang, ...(init.body ? { "content-type": "application/json" } : {}) },
  });
  return (await response.json()) as Answer;
}

export async function sendLead(body: LeadSend, lang: Lang): Promise<SendOutcome> {
  try {
    return outcomeOf(await call("/api/lead/submit", lang, { method: "POST", body: JSON.stringify(body) }));
  } catch {
    return { kind: "network" };
  }
}

/** The form's fields as the settings configure them, for a page that did not render them. */
export async function fetchLeadForm(lang: Lang): Promise<LeadForm> {
  const answer = await call("/api/lead/form", lang);
  if (answer.code !== 1) throw new Error(answer.msg);
  return answer.data as LeadForm;
}

export async function fetchCaptcha(id: string, lang: Lang): Promise<CaptchaPicture> {
  const answer = await call(`/api/common/clickCaptcha?id=${encodeURIComponent(id)}`, lang);
  if (answer.code !== 1) throw new Error(answer.msg);
  return answer.data as CaptchaPicture;
}

/**
 * A new random UUID (version 4): the key of one fill of the form, or a captcha's id. Made from
 * getRandomValues, which browsers offer on plain http pages too (randomUUID needs https).
 */
export function newSubmitKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
