import { formatDate } from "@corp/domain/date";
import type { Lang } from "@corp/domain/lang";
import { t } from "@corp/domain/messages";
import { AppError } from "../../../errors.ts";
import { configIndexAnswer } from "./config-answer.ts";

/** Calls an admin procedure by its path ("routine.config.getGroups") as the requesting admin. */
export type CallProcedure = (path: string, input?: unknown) => Promise<unknown>;

/** Minutes east of UTC of the dates the client prints as they come (the site's default time zone). */
const BEIJING = 480;

export type Answered = { data: unknown; msg?: string };

type Special = (input: unknown, call: CallProcedure, lang: Lang) => Promise<Answered>;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * BuildAdmin's controllers whose actions are not the generic CRUD of one table, by
 * "<controller, lower case> <method> <action>", each onto the procedures that do the work.
 */
export const SPECIAL_ACTIONS: Readonly<Record<string, Special>> = {
  /** The dashboard asks for its remark; the figures come along. */
  "dashboard get index": async (_input, call) => ({
    data: { remark: "", ...record(await call("dashboard.overview")) },
  }),
  "routine.config get index": async (_input, call) => ({
    data: configIndexAnswer(
      (await call("routine.config.getGroups")) as Parameters<typeof configIndexAnswer>[0],
    ),
  }),
  "routine.config post add": async (input, call, lang) => ({
    data: { row: await call("routine.config.addItem", input) },
    msg: t("ok", lang),
  }),
  /** The profile page prints the last login as it comes: a Beijing date-time ("" before any login). */
  "routine.admininfo get index": async (_input, call) => {
    const info = record(await call("account.profile"));
    const last = info.last_login_time;
    return {
      data: { info: { ...info, last_login_time: last ? formatDate(Number(last), undefined, BEIJING) : "" } },
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
};
