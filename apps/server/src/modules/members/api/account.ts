import { accountSchemas } from "@corp/domain/account";
import { changeEventOf, normalizeAddress, verifyEventOf } from "@corp/domain/code-events";
import { profileSchema } from "@corp/domain/member-profile";
import { t } from "@corp/domain/messages";
import { knownTimeZone } from "@corp/domain/time-zone";
import type { FastifyInstance } from "fastify";
import { checkCurrentPassword } from "../../../auth/current-password.ts";
import { success } from "../../../envelope.ts";
import { AppError } from "../../../errors.ts";
import { defineRoute } from "../../../http/define-route.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { availableChannels } from "../code-delivery.ts";
import { ledgerPage, sevenDayOverview } from "../ledger-view.ts";
import { memberByAddress } from "../member-lookup.ts";
import { renewRefreshToken, setMemberPassword } from "../member-password.ts";
import { saveProfile } from "../member-profile.ts";
import { isStoredAvatar } from "../stored-avatar.ts";
import { loadEnabledUser, toUserInfo } from "../user-account.ts";
import { requireCode } from "../verification-codes.ts";
import { memberGuard, requireOpenCentre } from "./member-guard.ts";

/** A field's refusal, with the catalogue text of the first issue. */
const fieldError = (field: string, message: string | undefined) =>
  new AppError({ text: message ?? "", data: { fields: { [field]: message ?? "" } } });

/** `/api/account/*`: the member centre's own data (BuildAdmin's Account controller). */
export function accountRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, tokens } = services;
  const smsLog = (fields: Record<string, string>, text: string) => app.log.info(fields, text);

  defineRoute(
    app,
    "get",
    "/api/account/overview",
    async (_request, _reply, { user, config }) =>
      success(await sevenDayOverview(db, user.id, knownTimeZone(config.get("time_zone")))),
    { guard: memberGuard(services, "account/overview") },
  );

  defineRoute(
    app,
    "get",
    "/api/account/profile",
    async (_request, _reply, { config }) =>
      success({ accountVerificationType: availableChannels(config, smsLog) }),
    { guard: memberGuard(services, "account/profile") },
  );

  defineRoute(
    app,
    "post",
    "/api/account/profile",
    async (request, _reply, { user, token }) => {
      // Checked on the value the schema keeps (trimmed), before anything else is looked at.
      if (!isStoredAvatar(services.files, (request.body.avatar ?? "").trim())) {
        throw new AppError({ key: "avatarNotStored", status: 400 });
      }
      const parsed = profileSchema(request.lang).safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw fieldError(String(issue?.path[0] ?? ""), issue?.message);
      }
      const saved = await saveProfile(db, user.id, parsed.data);
      return success({ userInfo: toUserInfo(saved, { token, refreshToken: "" }) }, t("ok", request.lang));
    },
    { guard: memberGuard(services, "account/profile") },
  );

  defineRoute(
    app,
    "post",
    "/api/account/verification",
    async (request, _reply, { user }) => {
      const { type, captcha } = request.body;
      const bound = type === "email" ? user.email : user.mobile;
      if (!bound) throw new AppError({ key: "notYourAddress" });
      await requireCode(db, {
        address: normalizeAddress(type, bound),
        event: verifyEventOf(type),
        code: captcha,
      });
      const accountVerificationToken = await tokens.issue(`user-${type}-pass`, user.id, 600);
      return success({ type, accountVerificationToken });
    },
    { guard: memberGuard(services, null) },
  );

  defineRoute(
    app,
    "post",
    "/api/account/changeBind",
    async (request, _reply, { user }) => {
      const { type, captcha, accountVerificationToken, password } = request.body;
      const schemas = accountSchemas(request.lang);
      const raw = (type === "email" ? request.body.email : request.body.mobile) ?? "";
      const checked = (type === "email" ? schemas.email : schemas.mobile).safeParse(raw.trim());
      if (!checked.success) throw fieldError(type, checked.error.issues[0]?.message);
      // A bound address is changed only after proving it; an unbound one needs the password.
      const passType = type === "email" ? "user-email-pass" : "user-mobile-pass";
      if (type === "email" ? user.email : user.mobile) {
        const pass = await tokens.lookup(passType, accountVerificationToken ?? "");
        if (pass.state !== "valid" || pass.userId !== user.id)
          throw new AppError({ key: "verifyAccountFirst" });
      } else {
        const refusal = await checkCurrentPassword(
          services.throttle,
          { kind: "user", id: user.id, hash: user.password },
          password ?? "",
        );
        if (refusal) throw new AppError(refusal);
      }
      const address = normalizeAddress(type, raw);
      await requireCode(db, { address, event: changeEventOf(type), code: captcha });
      const owner = await memberByAddress(db, type, address);
      if (owner && owner.id !== user.id)
        throw new AppError({ key: type === "email" ? "emailTaken" : "mobileTaken" });
      await db
        .updateTable("user")
        .set({ [type]: address })
        .where("id", "=", user.id)
        .execute();
      if (accountVerificationToken) await tokens.revokeOwned(accountVerificationToken, passType, user.id);
      return success(null, t("ok", request.lang));
    },
    { guard: memberGuard(services, null) },
  );

  defineRoute(
    app,
    "post",
    "/api/account/changePassword",
    async (request, _reply, { user, token }) => {
      const { oldPassword, newPassword } = request.body;
      const refusal = await checkCurrentPassword(
        services.throttle,
        { kind: "user", id: user.id, hash: user.password },
        oldPassword,
      );
      if (refusal) throw new AppError(refusal);
      const checked = accountSchemas(request.lang).password.safeParse(newPassword);
      if (!checked.success) throw fieldError("newPassword", checked.error.issues[0]?.message);
      await setMemberPassword(db, user.id, newPassword, token);
      const refreshToken = await renewRefreshToken(tokens, user.id);
      return success({ refreshToken }, t("passwordChanged", request.lang));
    },
    { guard: memberGuard(services, "account/changePassword") },
  );

  for (const [path, kind, node] of [
    ["/api/account/balance", "money", "account/balance"],
    ["/api/account/integral", "score", "account/integral"],
  ] as const) {
    defineRoute(
      app,
      "get",
      path,
      async (request, _reply, { user }) =>
        success(await ledgerPage(db, kind, user.id, request.query?.page ?? 1, request.query?.limit ?? 10)),
      { guard: memberGuard(services, node) },
    );
  }

  defineRoute(app, "post", "/api/account/retrievePassword", async (request) => {
    await requireOpenCentre(db);
    const { type, account, captcha, password } = request.body;
    const checked = accountSchemas(request.lang).password.safeParse(password);
    if (!checked.success) throw fieldError("password", checked.error.issues[0]?.message);
    const address = normalizeAddress(type, account);
    // An unknown account was sent no code: it fails as a wrong code does, telling nothing more.
    await requireCode(db, { address, event: "user_retrieve_pwd", code: captcha });
    const owner = await memberByAddress(db, type, address);
    if (!owner || !(await loadEnabledUser(db, owner.id))) throw new AppError({ key: "codeWrong" });
    await setMemberPassword(db, owner.id, password);
    return success(null, t("passwordReset", request.lang));
  });
}
