import { z } from "zod";
import { isValidMobile, validationMessages } from "./account.ts";
import type { Messages } from "./lang.ts";
import { accountCatalogue } from "./messages/account.ts";
import type { RegisterMode } from "./register-mode.ts";

/**
 * What a registration asks for beside the username and password (ADR 0028): one address, of a kind,
 * required or not. A verified mode needs the address its code goes to; the click captcha proves nothing
 * of the person, so the address as given (an email or a mobile number) is how the account is found again;
 * the administrator's approval is its own proof, and an email is asked only to tell the member of it.
 */
export type RegisterAddress = { kind: "email" | "mobile" | "emailOrMobile"; required: boolean };

export function registerAddress(mode: RegisterMode): RegisterAddress {
  switch (mode) {
    case "email":
    case "mobile":
      return { kind: mode, required: true };
    case "captcha":
      return { kind: "emailOrMobile", required: true };
    case "approval":
      return { kind: "email", required: false };
  }
}

const looksLikeEmail = (text: string) => text.includes("@");
/** Digits as a phone number is typed: spaces, dashes and a leading plus. */
const looksLikeMobile = (text: string) => /^\+?[\d\s-]+$/.test(text);

/** The field of the registration an address goes in: its kind, or for either, what it looks like. */
export function addressField(ask: RegisterAddress, typed: string): "email" | "mobile" {
  if (ask.kind !== "emailOrMobile") return ask.kind;
  return looksLikeEmail(typed) ? "email" : "mobile";
}

/** An email as the account's checks take it (`accountSchemas`). */
const isEmail = (text: string) => z.email().safeParse(text).success;

/**
 * What is wrong with the address typed, in the catalogue's words, or nothing: a required one left empty,
 * an email or mobile number that is not one, and, where either is taken, text that is neither.
 */
export function addressProblem(ask: RegisterAddress, typed: string): Messages | undefined {
  const text = typed.trim();
  if (text === "") {
    if (!ask.required) return undefined;
    return ask.kind === "emailOrMobile"
      ? accountCatalogue.emailOrMobileRequired
      : validationMessages[ask.kind];
  }
  const kind =
    ask.kind !== "emailOrMobile"
      ? ask.kind
      : looksLikeEmail(text)
        ? "email"
        : looksLikeMobile(text)
          ? "mobile"
          : undefined;
  if (kind === undefined) return accountCatalogue.invalidEmailOrMobile;
  const valid = kind === "email" ? isEmail(text) : isValidMobile(text);
  return valid ? undefined : validationMessages[kind];
}
