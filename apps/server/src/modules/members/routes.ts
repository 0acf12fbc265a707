/**
 * The member centre's API: accounts, codes, uploads and the member ajax routes.
 * Its module.ts registers them from here; other code uses the module through index.ts.
 */
export * from "./api/account.ts";
export * from "./api/codes.ts";
export * from "./api/member-ajax.ts";
export * from "./api/user.ts";
export * from "./dialect.ts";
