import { describe, expect, it } from "vitest";
import { limitKeyOf, readableIp } from "./client-ip.server";

describe("readableIp", () => {
  it("writes an IPv4 client on a dual-stack socket as IPv4, and leaves every other address as it is", () => {
    expect(readableIp("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(readableIp("::FFFF:127.0.0.1")).toBe("127.0.0.1");
    expect(readableIp("203.0.113.7")).toBe("203.0.113.7");
    expect(readableIp("2001:db8::1")).toBe("2001:db8::1");
    expect(readableIp("::ffff:abcd")).toBe("::ffff:abcd");
    expect(readableIp(undefined)).toBe("unknown");
  });
});

describe("limitKeyOf", () => {
  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const key = "2001:db8:85a3:1::/64";
    for (const address of [
      "2001:db8:85a3:1::1",
      "2001:0DB8:85A3:0001:ffff:ffff:ffff:ffff",
      "2001:db8:85a3:1:a:b:c:d",
      "2001:db8:85a3:1::1.2.3.4",
      "2001:db8:85a3:1::9%eth0",
    ]) {
      expect(limitKeyOf(address)).toBe(key);
    }
    expect(limitKeyOf("2001:db8:85a3:2::1")).toBe("2001:db8:85a3:2::/64");
    expect(limitKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(limitKeyOf("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("keeps an IPv4 client one address, also when written as IPv4-mapped IPv6", () => {
    expect(limitKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(limitKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(limitKeyOf("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(limitKeyOf("0:0:0:0:0:ffff:203.0.113.8")).toBe("203.0.113.8");
    expect(limitKeyOf("203.0.113.7")).not.toBe(limitKeyOf("203.0.113.8"));
  });

  it("leaves anything that is not an address as it is", () => {
    expect(limitKeyOf(undefined)).toBe("unknown");
    expect(limitKeyOf("not an address")).toBe("not an address");
  });
});
