/** The built server the browser tests run against, and the example app's server beside it. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const examplePort = Number(process.env.EXAMPLE_PORT ?? e2ePort + 100);
export const exampleUrl = `http://127.0.0.1:${examplePort}`;
