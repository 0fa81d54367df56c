import { describe, expect, it } from "vitest";
import { clientAddressKey, clientKey } from "../../src/plugins/rate-limit";

describe("clientKey: the key per-client limits count under", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey({ ip: "127.0.0.1" })).toBe("127.0.0.1");
  });

  it("maps an IPv4-mapped IPv6 address to its IPv4 form, dotted or in hex", () => {
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::FFFF:127.0.0.1")).toBe("127.0.0.1");
    expect(clientAddressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(clientAddressKey("0:0:0:0:0:ffff:c000:0205")).toBe("192.0.2.5");
  });

  it("counts an IPv6 client by its /64 prefix, however the address is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const ip of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:a:b:c:d",
      "2001:db8:1:2::192.0.2.1",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(clientAddressKey(ip), ip).toBe(key);
    }
    expect(clientAddressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("fe80::1")).toBe("fe80:0:0:0::/64");
    // Not IPv4-mapped (a different prefix before ffff): an ordinary IPv6 address.
    expect(clientAddressKey("::1:ffff:c000:205")).toBe("0:0:0:0::/64");
  });

  it("leaves anything that is not an IP address as it is", () => {
    expect(clientAddressKey("unknown")).toBe("unknown");
    expect(clientAddressKey("")).toBe("");
  });
});
