import { type UserRole, userRoles } from "#db/schema/values";

/**
 * The field rules every form shares, written once and free of Zod: the browser runs them live (decision 0003 keeps
 * Zod out of the client bundle) and the server's schemas (`app/lib/parse.server.ts`, each feature's `*-schema`
 * module) are built on the same functions, so the two can never disagree.
 */

/** Something, an @, something, a dot, something: the shape every email field checks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address SMTP carries. */
export const EMAIL_MAX = 254;

export function isEmail(value: string) {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

/** A Fli DESK ID: `FLD-` and five characters of A-Z0-9 (made on the server, typed by the user at sign-in). */
export const DESK_ID_PATTERN = /^FLD-[A-Z0-9]{5}$/;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The roles of the database's `user_role` enum. */
export const ROLES = userRoles;
export type Role = UserRole;
export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

export const passwordMessages = {
  required: "Password is required",
  length: "Password must be at least 8 characters long",
  lower: "Password must contain at least one lowercase letter",
  upper: "Password must contain at least one uppercase letter",
  number: "Password must contain at least one number",
  tooLong: "Password must be at most 128 characters long",
} as const;

export const PASSWORD_MAX = 128;

/** The password rules' words in one language; English (the product's words) by default. */
export type PasswordMessages = { [Rule in keyof typeof passwordMessages]: string };

/** The first rule a new password breaks, as its message in `words`, or null when it is good. */
export function passwordProblem(password: string, words: PasswordMessages = passwordMessages) {
  if (!password) return words.required;
  if (password.length < 8) return words.length;
  if (!/[a-z]/.test(password)) return words.lower;
  if (!/[A-Z]/.test(password)) return words.upper;
  if (!/[0-9]/.test(password)) return words.number;
  if (password.length > PASSWORD_MAX) return words.tooLong;
  return null;
}
