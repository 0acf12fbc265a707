// `npm run market`: the reference module market on http://127.0.0.1:4000 (docs/module-market-vendor.md).
// HOST and PORT say where it listens; MARKET_DIR is the folder that holds catalogue/ and data/
// (examples/market by default). It prints its address and the demo account's token, in both languages.
import { resolve } from "node:path";
import { startMarket } from "./market.mjs";

const { env } = process;
const yuan = (/** @type {number} */ fen) => `¥${(fen / 100).toFixed(2)}`;

const market = await startMarket({
  ...(env.MARKET_DIR ? { dir: resolve(env.MARKET_DIR) } : {}),
  host: env.HOST || "127.0.0.1",
  port: Number(env.PORT || 4000),
});

console.log(`模块市场已启动 The module market is running: ${market.url}`);
console.log(`  目录 Catalogue: ${market.catalogueDir}`);
console.log(`  数据 Data: ${market.dataDir}`);
for (const module of await market.catalogue.list()) {
  const { uid, title, version, price } = module;
  console.log(`  在售 On sale: ${title["zh-cn"]} ${title.en} (${uid}) ${version} ${yuan(price)}`);
}
for (const account of market.demoAccounts) {
  const balance = (await market.ledger.balance(account.token)) ?? 0;
  console.log(`  演示账户令牌 Demo account token: ${account.token} (余额 balance ${yuan(balance)})`);
}
console.log("  在管理后台「系统配置 → 模块市场」填入以上地址和令牌。");
console.log("  In the admin, Settings → the 模块市场 (module market) tab: enter this address and token.");

const stop = () => {
  market.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
