import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import yauzl from "yauzl";
import { readJsonFile } from "./json-file.mjs";

/**
 * The catalogue: a folder of module zips and a `prices.json` beside them. Each zip is listed by its own
 * `module.json` (uid, title, description, version); of several zips of one module the highest version is
 * on sale. `prices.json` gives each module's price in fen, `{ "<uid>": 1990 }`, or the price and the
 * description to show in each language (a manifest's description is one string), `{ "<uid>": { "price":
 * 1990, "description": { "zh-cn": "…", "en": "…" } } }`; a module without a price is not on sale. The
 * folder is read again on every call, so a vendor publishes a version by putting its zip in the folder.
 */

/** @typedef {import("./market-handler.mjs").Listing & { file: string }} FileListing */

/** What the API allows of an id and a version (docs/module-market-api.md); a zip that differs is left out. */
const UID = /^[a-z][a-z0-9]{1,19}$/;
const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;
const MANIFEST_BYTES = 256 * 1024;

/** @param {Buffer} zip @returns {Promise<Record<string, unknown>>} */
function readManifest(zip) {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      archive.on("error", reject);
      archive.on("end", () => reject(new Error("no module.json")));
      archive.on("entry", (entry) => {
        if (entry.fileName !== "module.json") return archive.readEntry();
        if (entry.uncompressedSize > MANIFEST_BYTES) return reject(new Error("module.json is too large"));
        archive.openReadStream(entry, (opened, stream) => {
          if (opened) return reject(opened);
          const chunks = [];
          stream.on("data", (chunk) => chunks.push(chunk));
          stream.on("error", reject);
          stream.on("end", () => {
            archive.close();
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
            } catch (error) {
              reject(error);
            }
          });
        });
      });
      archive.readEntry();
    });
  });
}

/** @param {Record<string, unknown>} manifest @param {Buffer} zip @param {string} file */
function listingOf(manifest, zip, file) {
  const { uid, title, description, version } = /** @type {Record<string, any>} */ (manifest);
  if (typeof uid !== "string" || !UID.test(uid)) throw new Error("its uid is not a-z0-9 (2-20)");
  if (typeof version !== "string" || !VERSION.test(version)) throw new Error("its version is not x.y.z");
  if (typeof title?.["zh-cn"] !== "string" || typeof title?.en !== "string") {
    throw new Error('its title is not { "zh-cn", "en" }');
  }
  const about = typeof description === "string" ? description.slice(0, 500) : "";
  return {
    uid,
    title: { "zh-cn": title["zh-cn"], en: title.en },
    description: { "zh-cn": about, en: about },
    version,
    price: 0,
    size: zip.length,
    sha256: createHash("sha256").update(zip).digest("hex"),
    file,
  };
}

/**
 * A module's entry of prices.json as the fields it sets, or undefined when it has no valid price.
 * @param {any} entry
 * @returns {{ price: number, description?: import("./market-handler.mjs").Words } | undefined}
 */
function saleOf(entry) {
  const price = typeof entry === "object" && entry !== null ? entry.price : entry;
  if (!Number.isInteger(price) || price < 0) return undefined;
  const words = entry?.description;
  if (typeof words?.["zh-cn"] !== "string" || typeof words?.en !== "string") return { price };
  return { price, description: { "zh-cn": words["zh-cn"].slice(0, 500), en: words.en.slice(0, 500) } };
}

/** @param {string} a @param {string} b */
const newer = (a, b) => {
  const [x, y] = [a, b].map((version) => version.split(".").map(Number));
  for (let i = 0; i < 3; i++) if ((x?.[i] ?? 0) !== (y?.[i] ?? 0)) return (x?.[i] ?? 0) > (y?.[i] ?? 0);
  return false;
};

/**
 * @param {string} folder
 * @param {(warning: string) => void} warn told once about each zip or module it leaves out
 */
export function folderCatalogue(folder, warn) {
  /** Zips read before, by name, while their size and time stay the same. @type {Map<string, { seen: string, listing?: FileListing }>} */
  const read = new Map();
  const warned = new Set();
  /** @param {string} text */
  const warnOnce = (text) => {
    if (!warned.has(text)) warn(text);
    warned.add(text);
  };

  /** @param {string} name @returns {Promise<FileListing | undefined>} */
  async function listingOfZip(name) {
    const file = join(folder, name);
    const facts = await stat(file).catch(() => undefined);
    if (!facts?.isFile()) return undefined;
    const seen = `${facts.size}:${facts.mtimeMs}`;
    const known = read.get(name);
    if (known?.seen === seen) return known.listing;
    let listing;
    try {
      const zip = await readFile(file);
      listing = listingOf(await readManifest(zip), zip, file);
    } catch (error) {
      warnOnce(`${name}: ${/** @type {Error} */ (error).message}`);
    }
    read.set(name, { seen, listing });
    return listing;
  }

  return {
    /** The modules on sale now, each at its highest version. @returns {Promise<FileListing[]>} */
    async list() {
      const names = (await readdir(folder)).filter((name) => name.endsWith(".zip")).sort();
      for (const gone of read.keys()) if (!names.includes(gone)) read.delete(gone);
      /** @type {Record<string, unknown>} */
      const prices = await readJsonFile(join(folder, "prices.json"), {});
      /** @type {Map<string, FileListing>} */
      const latest = new Map();
      for (const name of names) {
        const listing = await listingOfZip(name);
        if (!listing) continue;
        const sale = saleOf(prices[listing.uid]);
        if (!sale) {
          warnOnce(`${name}: no price for "${listing.uid}" in prices.json (fen, 0 is free); not on sale`);
          continue;
        }
        const before = latest.get(listing.uid);
        if (!before || newer(listing.version, before.version))
          latest.set(listing.uid, { ...listing, ...sale });
      }
      return [...latest.values()];
    },
    /** @param {FileListing} listing */
    zip: (listing) => readFile(listing.file),
  };
}
