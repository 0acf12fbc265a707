// `npm run setup`: install, generate the contract, build, migrate and seed. Safe to run again.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", TURBO_NO_UPDATE_NOTIFIER: "1" };

function run(command, args) {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\nsetup failed at: ${command} ${args.join(" ")}`);
    process.exit(result.status ?? 1);
  }
}

const fresh = !existsSync("node_modules/.package-lock.json");
run("npm", [fresh || process.env.CI ? "ci" : "install", "--no-audit", "--no-fund"]);
run("npx", ["turbo", "run", "generate", "build"]);
run("node", ["apps/server/dist/cli.js", "seed"]);
console.log("\nSetup complete. Start the site with: npm start  (http://localhost:3000)");
