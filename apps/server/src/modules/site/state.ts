/**
 * What the site keeps per server: the view counts not yet stored, the redirect rules as last read, the
 * site's own addresses. AppServices holds them (services/app-services.ts builds them: nothing here leads
 * back to it); the module ties them to the server (module.ts).
 */
export * from "./redirect-rules.ts";
export * from "./reserved-addresses.ts";
export * from "./view-counter.ts";
