import { isIPv4, isIPv6, SocketAddress } from "node:net";

/**
 * The network a client's address stands for in a per-address limit. An IPv4 address is one client (or
 * one office behind its router). An IPv6 client is given a /64 of its own by its provider and may use
 * any address in it, so its /64 is what a limit counts: counting addresses would let one client draw a
 * limit's worth from each of its 2^64. An IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is that IPv4
 * address.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const groups = expandIPv6(ip);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  const address = new SocketAddress({ address: ip.replace(/%.*$/, ""), family: "ipv6" }).address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  const groups = [
    ...left,
    ...Array.from({ length: address.includes("::") ? missing : 0 }, () => "0"),
    ...right,
  ];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
