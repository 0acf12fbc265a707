// `npm start`: the built server on this machine. Without SITE_URL it answers as http://localhost:<PORT>,
// the address the README gives; a deployment sets SITE_URL to its public address (the server refuses
// to start in production without one).
const { env } = process;
env.SITE_URL ||= `http://localhost:${env.PORT || 3000}`;
await import("../apps/server/dist/main.js");
