import { z } from "zod";
import type { Lang, Messages } from "./lang.ts";
import { validationCatalogue as messages } from "./messages/validation.ts";

/** 3-15 characters, a leading letter, then letters, digits or underscores. */
export const usernamePattern = /^[A-Za-z][A-Za-z0-9_]{2,14}$/;

/**
 * 6-32 characters without & < > " ' (they break naive HTML/SQL handling downstream).
 * Line breaks are refused too: a password field cannot produce them, so one means
 * pasted or forged input. The u flag counts an astral character once, as the user sees it.
 */
export const passwordPattern = /^[^&<>"'\r\n]{6,32}$/u;

/** Mainland China mobile numbers: 11 digits, 1 then a 3-9 network prefix. */
export const mobilePattern = /^1[3-9]\d{9}$/;

// Ethnic-minority names join parts with a middle dot (U+00B7, or U+30FB typed by some IMEs);
// a dot may only sit between Han runs, and the whole name is 2-15 characters.
const chineseNamePattern = /^(?=.{2,15}$)\p{Script=Han}+(?:[·・]\p{Script=Han}+)*$/u;

const floatPattern = /^-?\d+(?:\.\d+)?$/;

/** The field checks of SPEC §5 by field, as entries of the message catalogue. */
export const validationMessages = {
  username: messages.invalidUsername,
  password: messages.invalidPassword,
  mobile: messages.invalidMobile,
  email: messages.invalidEmail,
  idNumber: messages.invalidIdNumber,
  name: messages.invalidName,
  contentNotEmpty: messages.contentNotEmpty,
  required: messages.fieldRequired,
  editorRequired: messages.editorRequired,
  float: messages.invalidFloat,
  nickname: messages.invalidNickname,
  birthday: messages.invalidBirthday,
  tooLong: messages.textTooLong,
} as const satisfies Record<string, Messages>;

export type ValidationMessageKey = keyof typeof validationMessages;

export function validationMessage(key: ValidationMessageKey, lang: Lang): string {
  return validationMessages[key][lang];
}

export function isValidUsername(v: unknown): v is string {
  return typeof v === "string" && usernamePattern.test(v);
}

export function isValidPassword(v: unknown): v is string {
  return typeof v === "string" && passwordPattern.test(v);
}

export function isValidMobile(v: unknown): v is string {
  return typeof v === "string" && mobilePattern.test(v);
}

export function isValidChineseName(v: unknown): v is string {
  return typeof v === "string" && chineseNamePattern.test(v);
}

/** Decimal notation only: no exponent, no leading "+", no bare "." (the server stores it as DECIMAL). */
export function isFloatString(v: unknown): v is string {
  return typeof v === "string" && floatPattern.test(v);
}

const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const idCheckChars = "10X98765432";

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * 18-digit resident ID (GB 11643-1999): 6-digit region, yyyymmdd birth date,
 * 3-digit sequence, then an ISO 7064 MOD 11-2 check character (0-9 or X).
 */
export function isValidIdNumber(v: unknown): v is string {
  if (typeof v !== "string" || !/^[1-9]\d{16}[\dXx]$/.test(v)) return false;
  const year = Number(v.slice(6, 10));
  const month = Number(v.slice(10, 12));
  const day = Number(v.slice(12, 14));
  if (year < 1800 || !isRealDate(year, month, day)) return false;
  let sum = 0;
  for (const [i, weight] of idWeights.entries()) sum += Number(v[i]) * weight;
  return idCheckChars[sum % 11] === v[17]?.toUpperCase();
}

export function accountSchemas(lang: Lang) {
  const msg = (key: ValidationMessageKey) => ({ error: validationMessages[key][lang] });
  return {
    username: z.string(msg("username")).regex(usernamePattern, msg("username")),
    password: z.string(msg("password")).regex(passwordPattern, msg("password")),
    mobile: z.string(msg("mobile")).regex(mobilePattern, msg("mobile")),
    email: z.email(msg("email")),
  };
}

export type AccountSchemas = ReturnType<typeof accountSchemas>;
