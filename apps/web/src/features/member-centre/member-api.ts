import type { components } from "@corp/contract/types";
import { corp } from "../../app/api.ts";

type Schemas = components["schemas"];
export type VerificationType = Schemas["VerificationType"];
export type CodeEvent = Schemas["CodeEvent"];
/** A row of the balance ledger (amounts in yuan) or of the points ledger (whole points). */
export type LedgerRow = Schemas["BalanceLedgerRow"] | Schemas["PointsLedgerRow"];
export type CaptchaProof = { captchaId: string; captchaInfo: string };

const told = { showSuccessMessage: true } as const;

/**
 * The member centre's writes (SPEC §7, BuildAdmin's Account, Ems and Sms controllers); its pages read
 * through the generated query options of `@corp/client` (`hooks.accountOverviewQuery()` and the like).
 */
export const memberApi = {
  saveProfile: (body: Schemas["ProfileRequest"]) => corp.post("/api/account/profile", { body }, told),
  changePassword: (oldPassword: string, newPassword: string) =>
    corp.post("/api/account/changePassword", { body: { oldPassword, newPassword } }, told),
  verification: (type: VerificationType, captcha: string) =>
    corp.post("/api/account/verification", { body: { type, captcha } }),
  changeBind: (body: Schemas["ChangeBindRequest"]) => corp.post("/api/account/changeBind", { body }, told),
  retrievePassword: (body: { type: VerificationType; account: string; captcha: string; password: string }) =>
    corp.post("/api/account/retrievePassword", { body }, told),
  /** A code by mail (`email`) or text message (`mobile`) for `event`, behind the click captcha. */
  sendCode: (
    type: VerificationType,
    address: string,
    event: CodeEvent,
    proof: CaptchaProof,
    password?: string,
  ) =>
    type === "email"
      ? corp.post(
          "/api/Ems/send",
          { body: { email: address, event, ...proof, ...(password ? { password } : {}) } },
          told,
        )
      : corp.post(
          "/api/Sms/send",
          { body: { mobile: address, template_code: event, ...proof, ...(password ? { password } : {}) } },
          told,
        ),
};
