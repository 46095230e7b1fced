import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openToken, sealToken } from "./token-crypto.server";

describe("stored tokens", () => {
  const key = randomBytes(32);
  it("open to what was sealed, and never contain it", () => {
    const sealed = sealToken(key, "ya29.secret-token");
    expect(sealed).not.toContain("secret-token");
    expect(openToken(key, sealed)).toBe("ya29.secret-token");
    expect(sealToken(key, "ya29.secret-token")).not.toBe(sealed);
  });
  it("refuse to open under another key or once changed", () => {
    const sealed = sealToken(key, "1//refresh");
    expect(() => openToken(randomBytes(32), sealed)).toThrow();
    const [iv, tag, data] = sealed.split(".");
    const flipped = `${iv}.${tag}.${data?.startsWith("A") ? "B" : "A"}${data?.slice(1)}`;
    expect(() => openToken(key, flipped)).toThrow();
  });
});
