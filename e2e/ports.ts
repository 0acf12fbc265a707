/**
 * Ports of the browser tests. Worker n's server listens on `sitePort(n)`; what a test starts beside it
 * takes the ports just above (the test market on +1, the reference market on +2, the example app on +100,
 * a second server on +101).
 */
const first = Number(process.env.E2E_PORT ?? 3100);
export const sitePort = (parallelIndex: number) => first + parallelIndex * 1000;
