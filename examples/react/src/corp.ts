import { createCorpClient, type IssuedTokens, type SessionTokens } from "@corp/client";
import { createCorpHooks } from "@corp/client/react";

const STORAGE_KEY = "corp-example.member";

function stored(): IssuedTokens {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Partial<IssuedTokens> | null;
    return { token: value?.token ?? "", refresh_token: value?.refresh_token ?? "" };
  } catch {
    return { token: "", refresh_token: "" };
  }
}

function store(tokens: IssuedTokens): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
}

/** The member's tokens, kept in localStorage so that a reload keeps the member logged in. */
export const member: SessionTokens & { save(tokens: IssuedTokens): void } = {
  token: () => stored().token,
  refreshToken: () => stored().refresh_token,
  setTokens: (token, refreshToken) => store({ token, refresh_token: refreshToken || stored().refresh_token }),
  save: (tokens) => store({ token: tokens.token, refresh_token: tokens.refresh_token }),
  clear: () => localStorage.removeItem(STORAGE_KEY),
};

/** The server's messages come in the browser's language: Chinese or English. */
const language = navigator.language.toLowerCase().startsWith("zh") ? "zh-cn" : "en";

/** The client (the page's origin, whose /api the dev server forwards) and the contract's hooks on it. */
export const corp = createCorpClient({ language, sessions: { user: member } });
export const hooks = createCorpHooks(corp);
