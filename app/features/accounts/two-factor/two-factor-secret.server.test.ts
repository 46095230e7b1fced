import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  recoveryCodeOf,
  totpCodeOf,
  totpUri,
} from "./two-factor-secret.server";

const SESSION_SECRET = "unit-secret-unit-secret-unit-secret-0000";
const USER = "7a0c1f0e-0000-4000-8000-000000000001";
// A moment in the middle of a 30-second step, so "one step before" is unambiguous.
const NOW = Date.UTC(2026, 10, 24, 1, 0, 15);

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp });

describe("two-factor secrets and codes", () => {
  it("encrypts the secret for one user: the stored text holds no key, another user's row does not decrypt", () => {
    const secret = newTotpSecret();
    const stored = encryptSecret(SESSION_SECRET, USER, secret);
    expect(stored).not.toContain(secret);
    expect(decryptSecret(SESSION_SECRET, USER, stored)).toBe(secret);
    expect(() => decryptSecret(SESSION_SECRET, "someone-else", stored)).toThrow();
    expect(() => decryptSecret("another-secret-another-secret-another-00", USER, stored)).toThrow();
  });

  it("accepts the code of this step and of one step either side, never two steps away", () => {
    const secret = newTotpSecret();
    const step = Math.floor(NOW / 30_000);
    for (const offset of [-1, 0, 1]) {
      expect(matchingStep(secret, codeAt(secret, NOW + offset * 30_000), NOW)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      const code = codeAt(secret, NOW + offset * 30_000);
      const nearby = [-1, 0, 1].map((o) => codeAt(secret, NOW + o * 30_000));
      // A code two steps away that happens to equal a nearby one would be that one's code: skip the coincidence.
      if (!nearby.includes(code)) expect(matchingStep(secret, code, NOW)).toBeNull();
    }
  });

  it("reads codes as people type them", () => {
    expect(totpCodeOf("123 456")).toBe("123456");
    expect(totpCodeOf("12345")).toBeNull();
    expect(recoveryCodeOf(" abcde-23456 ")).toBe("ABCDE23456");
    expect(recoveryCodeOf("123456")).toBeNull();
    const code = newRecoveryCode();
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(hashRecoveryCode(SESSION_SECRET, code)).toBe(
      hashRecoveryCode(SESSION_SECRET, recoveryCodeOf(code.toLowerCase()) ?? ""),
    );
    expect(totpUri("JBSWY3DPEHPK3PXP", "FLD-ABCDE")).toMatch(
      /^otpauth:\/\/totp\/Fli%20DESK:FLD-ABCDE\?issuer=Fli%20DESK&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30$/,
    );
  });
});
