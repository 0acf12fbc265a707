/**
 * The package manager the terminal runs, which the admin start-up data reads.
 * Other code uses the module through this file, its routes.ts and its router.ts only
 * (.dependency-cruiser.cjs).
 */
export * from "./terminal-config.ts";
