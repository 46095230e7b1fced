import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * A provider token as stored: AES-256-GCM with a fresh 12-byte IV, written `iv.tag.ciphertext` in base64url. GCM's
 * tag makes a changed or mis-keyed value fail to open instead of yielding garbage. The key never reaches the
 * database (decision 43).
 */
export function sealToken(key: Buffer, plaintext: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(".");
}

export function openToken(key: Buffer, sealed: string) {
  const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !data) throw new Error("a stored token is not in the iv.tag.data form");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
}
