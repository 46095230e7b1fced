import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";

// RFC 6238 as authenticator apps expect it by default: HMAC-SHA-1, a code of 6 digits every 30 seconds.
const PERIOD_SECONDS = 30;
const DIGITS = 6;
// A code of the step before or after now is accepted too: phone clocks drift and people type slowly.
const WINDOW = 1;
export const ISSUER = "Fli DESK";

/**
 * A key for one purpose, derived from SESSION_SECRET (HKDF-SHA-256): the stored secrets and code hashes are of no
 * use without the server's secret, and each purpose has its own key.
 */
const keyFor = (sessionSecret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", sessionSecret, "fli-desk-two-factor", purpose, 32));

/** AES-256-GCM with the user's id as associated data: a row copied onto another user does not decrypt. */
export function encryptSecret(sessionSecret: string, userId: string, base32: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(sessionSecret, "totp-secret"), iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function decryptSecret(sessionSecret: string, userId: string, stored: string) {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("unknown two-factor secret format");
  const decipher = createDecipheriv("aes-256-gcm", keyFor(sessionSecret, "totp-secret"), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** A new shared secret: 160 random bits (RFC 4226's recommended length), in base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpOf = (base32: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });

/** The otpauth:// URI the QR code carries. */
export const totpUri = (base32: string, label: string) => totpOf(base32, label).toString();

/** The time step of `code` when it is valid now (within one step either side), else null. */
export function matchingStep(base32: string, code: string, now = Date.now()) {
  const totp = totpOf(base32, "");
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Six digits, spaces allowed between them (apps show "123 456"). */
export const totpCodeOf = (input: string) => {
  const digits = input.replace(/\s/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
};

// No 0/O, 1/I/L: a code read off paper is typed right.
const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Ten random characters (about 49 bits) shown as XXXXX-XXXXX. */
export function newRecoveryCode() {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A recovery code as typed (any case, with or without the dash or spaces), or null when it cannot be one. */
export function recoveryCodeOf(input: string) {
  const chars = input.replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z0-9]{10}$/.test(chars) ? chars : null;
}

/** A keyed hash (HMAC under a key derived from SESSION_SECRET): the table alone cannot be searched for codes. */
export const hashRecoveryCode = (sessionSecret: string, code: string) =>
  createHmac("sha256", keyFor(sessionSecret, "recovery-codes")).update(code.replace(/-/g, "")).digest("hex");
