// The built server on a fresh seeded database for BuildAdmin's client (see playwright.config.ts here),
// on E2E_PORT, until it is told to stop.
import { startBuiltServer } from "../../bench/built-server.mjs";

const server = await startBuiltServer({
  port: Number(process.env.E2E_PORT ?? 3101),
  env: {
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? "e2e-Admin_123",
    LOGIN_CAPTCHA: "off",
    LOG_LEVEL: "warn",
    // The address the site gives out (the proxy's, in front of it), when it is not this server's own.
    ...(process.env.SITE_URL ? { SITE_URL: process.env.SITE_URL } : {}),
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.stop().then(() => process.exit(0)));
}
