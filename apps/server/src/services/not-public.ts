import { addressList } from "./address-list.ts";

/**
 * Addresses that are not the public internet: this machine, private networks, link-local (cloud
 * metadata at 169.254.169.254), shared, documentation, reserved and multicast ranges. A fetch of an
 * address a document names (`public-fetch.ts`) and a module's connection (`module-host.mjs`, which gets
 * the list from its server) refuse them unless the operator or the manifest names the address.
 */
export const NOT_PUBLIC_RANGES: readonly string[] = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/3",
  "::/127",
  "::ffff:0:0/96",
  "64:ff9b::/96",
  "64:ff9b:1::/48",
  "100::/64",
  "2001::/23",
  "2001:db8::/32",
  "2002::/16",
  "fc00::/7",
  "fe80::/10",
  "ff00::/8",
];

export const NOT_PUBLIC = addressList(NOT_PUBLIC_RANGES);
