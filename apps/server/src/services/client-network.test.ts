import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network.ts";

describe("clientNetwork", () => {
  it("keeps an IPv4 address, written either way", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("gives every address of an IPv6 /64 the same network, however it is written", () => {
    const networks = [
      "2001:db8:1:2:3:4:5:6",
      "2001:0db8:0001:0002::9",
      "2001:DB8:1:2:FFFF:FFFF:FFFF:FFFF",
      "2001:db8:1:2::",
      "fe80::1%eth0",
    ].map(clientNetwork);
    expect(networks.slice(0, 4)).toEqual(Array(4).fill("2001:db8:1:2::/64"));
    expect(networks[4]).toBe("fe80:0:0:0::/64");
  });

  it("keeps neighbouring /64s apart", () => {
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(clientNetwork("2001:db8:1:2::1"));
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});
