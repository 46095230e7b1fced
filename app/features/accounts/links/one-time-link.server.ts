import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { rules } from "~/lib/parse.server";
import { type AccountTexts, accountMessages } from "../account-texts";

/** The secret a one-time link (invite, password reset) carries: 32 random bytes, base64url. */
export const newLinkToken = () => randomBytes(32).toString("base64url");

/** Only this is stored: a leaked table opens no account. */
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A token in a URL that could be one of ours; anything else is answered as an unknown link without a query. */
export const isLinkTokenShaped = (token: string) => /^[\w-]{20,100}$/.test(token);

/** The form a one-time link opens (first password, new password): a password under the wizard's rules, typed twice. */
export const newPasswordSchemaOf = (t: AccountTexts) =>
  z
    .object({ password: rules.password(t.password), confirm: z.string().optional() })
    .refine((v) => v.password === (v.confirm ?? ""), { message: t.passwordsDiffer, path: ["confirm"] });

/** The same form refused in English. */
export const newPasswordSchema = newPasswordSchemaOf(accountMessages);
