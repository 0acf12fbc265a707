import { t } from "@corp/domain/messages";
import { formatInZone } from "@corp/domain/time-zone";
import { identities, tokenFromHeaders } from "../../auth/identity.ts";
import { AppError } from "../../errors.ts";
import { type Dialect, record, rulesInLanguage } from "../../http/buildadmin-dialect.ts";
import { siteTimeZone } from "../../services/site-config.ts";
import { groupIndexAnswer, groupRowAnswer } from "./group-answers.ts";

/**
 * BuildAdmin's group page reads the admin's own groups and each group's rules as text; its profile page
 * (routine.AdminInfo) is the admin's own account.
 */
export const authDialect: Dialect = {
  actions: {
    /** The profile page prints the last login as it comes: a date-time on the site's clock ("" before any login). */
    "routine.admininfo get index": async (_input, call, _lang, services) => {
      const info = record(await call("account.profile"));
      const timeZone = await siteTimeZone(services.db);
      const last = info.last_login_time;
      return {
        data: { info: { ...info, last_login_time: last ? formatInZone(Number(last), timeZone) : "" } },
      };
    },
    /**
     * The profile form sends any of its fields (the avatar alone after an upload). Its password field sets
     * a password without the current one, which this server does not allow: that is refused.
     */
    "routine.admininfo post edit": async (input, call, lang) => {
      const changes = record(input);
      if (typeof changes.password === "string" && changes.password !== "") {
        throw new AppError({ key: "passwordNeedsCurrent" });
      }
      const profile = record(await call("account.profile"));
      const row = await call("account.saveProfile", { ...profile, ...changes });
      return { data: { row }, msg: t("ok", lang) };
    },
  },
  answers: {
    /** The log's details parse each row's request data from JSON text. */
    "auth.adminlog get index": async (_services, _request, result) => {
      const listed = record(result);
      const rows = Array.isArray(listed.list) ? (listed.list as Record<string, unknown>[]) : [];
      return {
        ...listed,
        list: rows.map((row) => ({ ...row, data: row.data === null ? "" : JSON.stringify(row.data) })),
      };
    },
    "auth.group get index": async (services, request, result) => {
      const token = tokenFromHeaders(request.headers, identities.admin);
      const session = await services.tokens.lookup(identities.admin.accessType, token);
      const adminId = session.state === "valid" ? session.userId : 0;
      return groupIndexAnswer(
        services.db,
        request.lang,
        adminId,
        result as Parameters<typeof groupIndexAnswer>[3],
      );
    },
    "auth.rule get index": rulesInLanguage,
    "auth.group get edit": (services, _request, result) =>
      groupRowAnswer(services.db, result as Parameters<typeof groupRowAnswer>[1]),
  },
};
