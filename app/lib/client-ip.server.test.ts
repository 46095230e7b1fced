import { describe, expect, it } from "vitest";
import { readableIp } from "./client-ip.server";

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
