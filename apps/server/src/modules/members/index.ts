/**
 * What the public site reads of the members: the member a session belongs to.
 * Other code uses the module through this file, its routes.ts and its router.ts only
 * (.dependency-cruiser.cjs).
 */
export * from "./user-account.ts";
