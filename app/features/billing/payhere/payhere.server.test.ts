import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkoutHash, formatAmount, notifySignature, signaturesMatch } from "./payhere.server";

// Computed here by hand, step by step, as PayHere's docs describe it: not by the code under test.
function reference(parts: string[], secret: string) {
  const hashedSecret = createHash("md5").update(secret).digest("hex").toUpperCase();
  return createHash("md5")
    .update(parts.join("") + hashedSecret)
    .digest("hex")
    .toUpperCase();
}

describe("PayHere signing", () => {
  it("formats amounts with two decimals and no separators", () => {
    expect(formatAmount(1000)).toBe("1000.00");
    expect(formatAmount("50000")).toBe("50000.00");
    expect(formatAmount(99.5)).toBe("99.50");
  });

  it("signs the checkout like PayHere", () => {
    const hash = checkoutHash("1211149", "ORD-1", "50000.00", "LKR", "MzA2ODk0MjU0NjE1Nzg2NjU");
    expect(hash).toBe(reference(["1211149", "ORD-1", "50000.00", "LKR"], "MzA2ODk0MjU0NjE1Nzg2NjU"));
    expect(hash).toMatch(/^[0-9A-F]{32}$/);
  });

  it("uses the secret as given, without decoding it", () => {
    const secret = "c2VjcmV0"; // base64 of "secret": must not be decoded
    expect(checkoutHash("1", "2", "3.00", "USD", secret)).toBe(reference(["1", "2", "3.00", "USD"], secret));
    expect(checkoutHash("1", "2", "3.00", "USD", secret)).not.toBe(reference(["1", "2", "3.00", "USD"], "secret"));
  });

  it("checks the notify signature", () => {
    const fields = {
      merchant_id: "1211149",
      order_id: "ORD-1",
      payhere_amount: "50000.00",
      payhere_currency: "LKR",
      status_code: "2",
    };
    const sig = notifySignature(fields, "s3cret");
    expect(sig).toBe(reference(["1211149", "ORD-1", "50000.00", "LKR", "2"], "s3cret"));
    expect(signaturesMatch(sig, sig.toLowerCase())).toBe(true);
    expect(signaturesMatch(sig, notifySignature({ ...fields, status_code: "-2" }, "s3cret"))).toBe(false);
    expect(signaturesMatch(sig, "short")).toBe(false);
  });

  it("matches a known vector", () => {
    // UPPER(MD5("secret")) = 5EBE2294ECD0E0F08EAB7690D2A6EE69
    expect(createHash("md5").update("secret").digest("hex").toUpperCase()).toBe("5EBE2294ECD0E0F08EAB7690D2A6EE69");
    expect(checkoutHash("M", "O", "1.00", "LKR", "secret")).toBe(
      createHash("md5").update("MO1.00LKR5EBE2294ECD0E0F08EAB7690D2A6EE69").digest("hex").toUpperCase(),
    );
  });
});
