/**
 * The run-time that runs enabled modules' server code.
 * Other code uses the module through this file, its routes.ts and its router.ts only
 * (.dependency-cruiser.cjs).
 */
export * from "./module-runtime.ts";
