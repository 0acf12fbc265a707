import { BlockList, isIPv4, isIPv6 } from "node:net";

/** An address as compared: an IPv4 address a dual-stack socket reports as `::ffff:a.b.c.d` is IPv4. */
export function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** A list of addresses and CIDR ranges (`10.0.0.0/8`, `192.0.2.7`, `fd00::/8`). */
export function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const type = isIPv4(address) ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** Whether `ip` is in `list` (an IPv4-mapped IPv6 address as its IPv4 one). */
export function inList(list: BlockList, ip: string): boolean {
  const address = plainAddress(ip);
  if (isIPv4(address)) return list.check(address, "ipv4");
  return isIPv6(address) && list.check(address, "ipv6");
}
