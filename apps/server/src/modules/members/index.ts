/**
 * What the public site reads of the members: the member a session belongs to; and what the settings page
 * asks of them: whether a registration mode can be saved with the mail and SMS settings it leaves.
 * Other code uses the module through this file, its routes.ts and its router.ts only
 * (.dependency-cruiser.cjs).
 */
export { registerModeSettingRefusal } from "./register-mode.ts";
export * from "./user-account.ts";
