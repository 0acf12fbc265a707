/**
 * What the market keeps per server: the run-time of the enabled modules' processes. AppServices holds it
 * (services/app-services.ts builds it: nothing here leads back to it); the module ties it to the server
 * (module.ts).
 */
export * from "./module-runtime.ts";
