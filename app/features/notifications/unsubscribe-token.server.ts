import { createHmac, timingSafeEqual } from "node:crypto";
import { type NotificationKind, notificationKinds } from "#db/schema/values";
import { UUID_PATTERN } from "~/lib/validation";

/**
 * The token of a mail's unsubscribe link: whose mail and which kind (or "digest": the daily digest as a whole), in
 * the clear, and an HMAC-SHA256 of both under SESSION_SECRET. Nothing is stored: the link works without a sign-in, and changing the user or the kind (or a
 * single character) makes the signature fail. It never expires, as RFC 8058 expects of a one-click link.
 */

/** What a link turns off: one kind, or every kind the user gets in the daily digest. */
export type UnsubscribeScope = NotificationKind | "digest";

const signature = (secret: string, userId: string, kind: UnsubscribeScope) =>
  createHmac("sha256", secret).update(`unsubscribe|${userId}|${kind}`).digest("base64url");

/** `<user id>.<kind>.<signature>`: only URL-safe characters. */
export function unsubscribeToken(secret: string, userId: string, kind: UnsubscribeScope) {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

const isScope = (value: string): value is UnsubscribeScope =>
  value === "digest" || (notificationKinds as readonly string[]).includes(value);

/** The user and scope a token names, or null when it is garbled or its signature is not ours. */
export function readUnsubscribeToken(secret: string, token: string) {
  const [userId = "", kind = "", given = "", ...rest] = token.split(".");
  if (rest.length > 0 || !UUID_PATTERN.test(userId) || !isScope(kind)) return null;
  const expected = Buffer.from(signature(secret, userId, kind));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, kind };
}
