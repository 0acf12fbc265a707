import type { components } from "@corp/contract/types";
import { api } from "../../app/api.ts";
import { envelopeData, envelopeDone } from "../../lib/request/client.ts";

type Schemas = components["schemas"];
export type VerificationType = Schemas["VerificationType"];
export type CodeEvent = Schemas["CodeEvent"];
export type LedgerRow = Schemas["LedgerRow"];
export type CaptchaProof = { captchaId: string; captchaInfo: string };

const quiet = { showSuccessMessage: true } as const;

/** The member centre's calls (SPEC §7, BuildAdmin's Account, Ems and Sms controllers). */
export const memberApi = {
  overview: (signal?: AbortSignal) =>
    envelopeData(api.client.GET("/api/account/overview", api.through(signal ? { signal } : {}))),
  profileConfig: (signal?: AbortSignal) =>
    envelopeData(api.client.GET("/api/account/profile", api.through(signal ? { signal } : {}))),
  saveProfile: (body: Schemas["ProfileRequest"]) =>
    envelopeData(api.client.POST("/api/account/profile", { body, ...api.through(quiet) })),
  changePassword: (oldPassword: string, newPassword: string) =>
    envelopeData(
      api.client.POST("/api/account/changePassword", {
        body: { oldPassword, newPassword },
        ...api.through(quiet),
      }),
    ),
  verification: (type: VerificationType, captcha: string) =>
    envelopeData(api.client.POST("/api/account/verification", { body: { type, captcha }, ...api.through() })),
  changeBind: (body: Schemas["ChangeBindRequest"]) =>
    envelopeDone(api.client.POST("/api/account/changeBind", { body, ...api.through(quiet) })),
  retrievePassword: (body: { type: VerificationType; account: string; captcha: string; password: string }) =>
    envelopeDone(api.client.POST("/api/account/retrievePassword", { body, ...api.through(quiet) })),
  ledger: (kind: "balance" | "integral", page: number, limit: number, signal?: AbortSignal) =>
    envelopeData(
      api.client.GET(kind === "balance" ? "/api/account/balance" : "/api/account/integral", {
        params: { query: { page, limit } },
        ...api.through(signal ? { signal } : {}),
      }),
    ),
  /** A code by mail (`email`) or text message (`mobile`) for `event`, behind the click captcha. */
  sendCode: (
    type: VerificationType,
    address: string,
    event: CodeEvent,
    proof: CaptchaProof,
    password?: string,
  ) =>
    type === "email"
      ? envelopeDone(
          api.client.POST("/api/Ems/send", {
            body: { email: address, event, ...proof, ...(password ? { password } : {}) },
            ...api.through(quiet),
          }),
        )
      : envelopeDone(
          api.client.POST("/api/Sms/send", {
            body: { mobile: address, template_code: event, ...proof, ...(password ? { password } : {}) },
            ...api.through(quiet),
          }),
        ),
};
