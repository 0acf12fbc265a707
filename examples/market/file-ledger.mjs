import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { readJsonFile, writeJsonAtomic } from "./json-file.mjs";

/**
 * Accounts and orders in two JSON files of the data folder.
 *
 * `accounts.json` is the vendor's: `{ accounts: [{ token, name, credit, demo? }] }`, `credit` in fen being
 * all the money put on the account. The market only reads it (on every request, so an edit counts at
 * once) and never writes it after making it. `orders.json` is the market's: every order, written whole
 * and atomically before an answer says it exists or is paid. An account's balance is its credit less the
 * orders it paid from the balance, so a payment is one write of one file and a crash cannot debit an
 * account without paying the order, or the reverse.
 */

/** @typedef {import("./market-handler.mjs").Order & { createdAt?: string, paidAt?: string }} Order */
/** @typedef {{ token: string, name: string, credit: number, demo?: boolean }} Account */

/** The account made at first start: 1,000 yuan to buy with. */
const DEMO_CREDIT = 100_000;

/**
 * The accounts of the data folder, made with one demo account (a new random token) when there are none.
 * @param {string} dataDir
 * @returns {Promise<Account[]>}
 */
export async function openAccounts(dataDir) {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, "accounts.json");
  const found = await readJsonFile(file, null);
  if (found) return found.accounts;
  const demo = {
    token: `demo-${randomBytes(12).toString("hex")}`,
    name: "演示账户 Demo account",
    credit: DEMO_CREDIT,
    demo: true,
  };
  await writeJsonAtomic(file, { accounts: [demo] });
  return [demo];
}

/**
 * The ledger the market handler uses, over the data folder's files.
 * @param {string} dataDir
 * @returns {Promise<import("./market-handler.mjs").Ledger & { balance(token: string): Promise<number | undefined> }>}
 */
export async function openFileLedger(dataDir) {
  const accountsFile = join(dataDir, "accounts.json");
  const ordersFile = join(dataDir, "orders.json");
  /** @type {Map<string, Order>} */
  const orders = new Map();
  for (const order of (await readJsonFile(ordersFile, { orders: [] })).orders) orders.set(order.id, order);

  // Changes run one after another, so two payments never both spend the same balance.
  let queue = Promise.resolve();
  /** @template T @param {() => Promise<T>} change @returns {Promise<T>} */
  const exclusive = (change) => {
    const run = queue.then(change);
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
  /** Keeps `order`, or puts the one before it back when the file cannot be written. @param {Order} order */
  const commit = async (order) => {
    const before = orders.get(order.id);
    orders.set(order.id, order);
    try {
      await writeJsonAtomic(ordersFile, { orders: [...orders.values()] });
    } catch (error) {
      if (before) orders.set(order.id, before);
      else orders.delete(order.id);
      throw error;
    }
  };
  /** @param {string} token */
  const accountOf = async (token) =>
    /** @type {Account[]} */ ((await readJsonFile(accountsFile, { accounts: [] })).accounts).find(
      (account) => account.token === token,
    );
  /** @param {string} token */
  const balance = async (token) => {
    const account = await accountOf(token);
    if (!account) return undefined;
    let spent = 0;
    for (const order of orders.values()) {
      if (order.token === token && order.state === "paid" && order.method === "balance")
        spent += order.amount;
    }
    return account.credit - spent;
  };

  return {
    balance,
    isAccount: async (token) => Boolean(await accountOf(token)),
    order: (id) => orders.get(id),
    orders: () => orders.values(),
    save: (order) => exclusive(() => commit({ createdAt: new Date().toISOString(), ...order })),
    payFromBalance: (order) =>
      exclusive(async () => {
        const now = orders.get(order.id) ?? order;
        if (now.state === "paid") return now;
        if (((await balance(now.token)) ?? 0) < now.amount) return undefined;
        const { payUrl: _awaited, ...unpaid } = now;
        /** @type {Order} */
        const paid = { ...unpaid, state: "paid", method: "balance", paidAt: new Date().toISOString() };
        await commit(paid);
        return paid;
      }),
  };
}
