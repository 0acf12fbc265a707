import { mkdir } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openAccounts, openFileLedger } from "./file-ledger.mjs";
import { folderCatalogue } from "./folder-catalogue.mjs";
import { writeFileAtomic, writeJsonAtomic } from "./json-file.mjs";
import { createMarketHandler } from "./market-handler.mjs";

/**
 * The reference module market (docs/module-market-vendor.md): the API of docs/module-market-api.md over a
 * folder, `catalogue/` (module zips and prices.json) and `data/` (accounts.json and orders.json).
 */

const here = fileURLToPath(new URL(".", import.meta.url));

/** The example notice board on sale at first start: 19.90 yuan (in fen), described in both languages. */
const NOTICE_SALE = {
  price: 1990,
  description: {
    "zh-cn": "公告栏示例模块：自己的数据表、列出公告的接口和后台页面。",
    en: "The example notice board: a table of its own, a route that lists the notices, and an admin page.",
  },
};

/**
 * Makes the catalogue folder when there is none, with the example notice board on sale in it.
 * @param {string} folder
 */
async function stockCatalogue(folder) {
  try {
    await mkdir(folder, { recursive: false });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "EEXIST") return;
    throw error;
  }
  const { packNoticeModule } = await import("../module-notice/pack.mjs");
  await writeJsonAtomic(join(folder, "prices.json"), { notice: NOTICE_SALE });
  await writeFileAtomic(join(folder, "notice-1.0.0.zip"), await packNoticeModule());
}

/**
 * @typedef {object} MarketOptions
 * @property {string} [dir] the folder holding `catalogue/` and `data/` (this folder by default)
 * @property {string} [host] 127.0.0.1 by default
 * @property {number} [port] 4000 by default; 0 takes a free one
 * @property {(warning: string) => void} [warn] told about zips left out of the catalogue and errors
 */

/** @param {MarketOptions} [options] */
export async function startMarket({ dir = here, host = "127.0.0.1", port = 4000, warn = console.warn } = {}) {
  const catalogueDir = join(dir, "catalogue");
  const dataDir = join(dir, "data");
  await mkdir(dir, { recursive: true });
  await stockCatalogue(catalogueDir);
  const accounts = await openAccounts(dataDir);
  const catalogue = folderCatalogue(catalogueDir, warn);
  const ledger = await openFileLedger(dataDir);
  const handle = createMarketHandler({
    listings: catalogue.list,
    zip: catalogue.zip,
    ledger,
    onError: (error) => warn(String(/** @type {Error} */ (error)?.stack ?? error)),
  });
  const server = createServer((request, response) => void handle(request, response));
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  const shownHost = address.address.includes(":") ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    catalogueDir,
    dataDir,
    /** The demo accounts (`demo: true` in accounts.json), whose tokens may be shown. */
    demoAccounts: accounts.filter((account) => account.demo),
    catalogue,
    ledger,
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
