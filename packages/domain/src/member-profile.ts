import { z } from "zod";
import { accountSchemas, validationMessages } from "./account.ts";
import type { Lang } from "./lang.ts";
import { memberCatalogue } from "./messages/member.ts";

/** Chinese characters, letters, digits, underscores and hyphens (BuildAdmin's chsDash), 1-20 of them. */
export const nicknamePattern = /^[\p{Script=Han}A-Za-z0-9_-]{1,20}$/u;

/** YYYY-MM-DD of a real day, not in the future and not before 1900. */
export function isBirthday(value: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= today.getTime();
}

/**
 * A picture the member uploaded: a path on this site, never another host's (issue 24, N10). No
 * scheme, no `//` or `/\` (which browsers read as another host), no backslash, no `..`; empty for
 * none. The server also asks its file store whether the path is one of its uploads.
 */
export const avatarPattern = /^(?:$|\/(?![/\\])(?!.*\.\.)[^\s"'<>\\]*)$/;

/** The member's own profile (`POST /api/account/profile`), in the language of its messages. */
export function profileSchema(lang: Lang) {
  const msg = (key: keyof typeof validationMessages) => ({ error: validationMessages[key][lang] });
  return z.object({
    avatar: z
      .string()
      .trim()
      .max(255, msg("tooLong"))
      .regex(avatarPattern, { error: memberCatalogue.avatarNotStored[lang] })
      .default(""),
    username: accountSchemas(lang).username,
    nickname: z.string().trim().regex(nicknamePattern, msg("nickname")),
    gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
    birthday: z
      .string()
      .trim()
      .nullable()
      .default(null)
      .transform((v) => (v === "" ? null : v))
      .refine((v) => v === null || isBirthday(v), msg("birthday")),
    motto: z.string().trim().max(255, msg("tooLong")).default(""),
  });
}

export type ProfileInput = z.output<ReturnType<typeof profileSchema>>;
