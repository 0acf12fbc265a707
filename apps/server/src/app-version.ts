import serverPackage from "../package.json" with { type: "json" };

/** The running release: apps/server/package.json's version. */
export const APP_VERSION: string = serverPackage.version;
