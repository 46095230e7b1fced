import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url({ error: "must be a URL" }).optional())
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a whole number from 1 to 65535" })
    .int("must be a whole number from 1 to 65535")
    .min(1, "must be a whole number from 1 to 65535")
    .max(65535, "must be a whole number from 1 to 65535")
    .default(3000),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  // Number of proxies in front of the server whose X-Forwarded-For we trust (0: use the socket address).
  TRUST_PROXY: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(0).default(0),
  // Open live-update streams allowed per sign-in and per client address, in each server process (429 beyond).
  EVENT_STREAMS_PER_SESSION: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1)
    .default(5),
  EVENT_STREAMS_PER_IP: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1)
    .default(50),
  // The portal's page cache (decision 51): "off" renders every portal page anew (to measure the render, or to rule
  // the cache out while looking into a problem). On by default outside development.
  PORTAL_PAGE_CACHE: z
    .enum(["on", "off", ""], { error: "must be on or off" })
    .optional()
    .transform((v) => v !== "off"),
  // Admins must use two-factor sign-in on a PostgreSQL database (DATABASE_URL); "off" lifts that, with a warning
  // at start-up. The embedded demo database never requires it.
  ADMIN_TWO_FACTOR: z
    .enum(["on", "off", ""], { error: "must be on or off" })
    .optional()
    .transform((v) => (v === "off" ? "off" : "on")),
  // Turns on demo data on a PostgreSQL database (the embedded database gets it on first start anyway).
  SEED_DEMO_DATA: z
    .enum(["true", "false", ""], { error: "must be true or false" })
    .optional()
    .transform((v) => v === "true"),

  PAYHERE_MERCHANT_ID: optionalText,
  PAYHERE_MERCHANT_SECRET: optionalText,
  // A Business App's credentials for PayHere's merchant API (subscriptions, refunds); not the merchant secret.
  PAYHERE_APP_ID: optionalText,
  PAYHERE_APP_SECRET: optionalText,
  PAYHERE_MODE: z.enum(["sandbox", "live"], { error: "must be sandbox or live" }).default("sandbox"),
  // The built-in sandbox gateway (test cards, no money) off a local PUBLIC_URL only when explicitly "true";
  // "false" turns it off everywhere. Unset: on for localhost and 127.0.0.1 only (decision 0007).
  PAYMENTS_SANDBOX: z
    .enum(["true", "false", ""], { error: "must be true or false" })
    .optional()
    .transform((v) => (v === "true" ? true : v === "false" ? false : undefined)),

  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: optionalText,

  // Uploads go to this bucket when S3_BUCKET is set (app/lib/storage.server.ts), else to DATA_DIR/uploads.
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a region name such as us-east-1")
      .optional(),
  ),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{3,255}$/, "must be a bucket name: letters, digits, dots, dashes or underscores")
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // Default: path-style (endpoint/bucket/key) when S3_ENDPOINT is set, as most S3-compatible servers want.
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", ""], { error: "must be true or false" })
    .optional()
    .transform((v) => (v === "true" ? true : v === "false" ? false : undefined)),

  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,

  // Google (decision 43): the OAuth client of the agency's Google Cloud project. Both or neither; without them
  // "Connect Google Analytics" stays the spec's one-way flag.
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  // Where Google's sign-in and token endpoints and its APIs are; set only to reach a local stand-in (tests).
  GOOGLE_OAUTH_URL: optionalUrl,
  GOOGLE_API_URL: optionalUrl,
  // Meta (decision 45): the agency's Meta app (Facebook Login for Business). Both or neither; without them the
  // project page offers no "Connect Facebook & Instagram".
  META_APP_ID: optionalText,
  META_APP_SECRET: optionalText,
  // Where the Graph API and the login dialog are; set only to reach a local stand-in (tests).
  META_GRAPH_URL: optionalUrl,
  META_DIALOG_URL: optionalUrl,
  // 32 random bytes in base64 (`openssl rand -base64 32`): the AES-256-GCM key of the stored provider tokens.
  TOKEN_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .refine((v) => Buffer.from(v, "base64").length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(v), {
        error: "must be 32 bytes in base64 (openssl rand -base64 32)",
      })
      .optional(),
  ),

  VOICE_AGENT_ID: optionalText,
  // Plausible-style analytics: the script's URL and the site's domain. Both or neither.
  ANALYTICS_SCRIPT_URL: optionalUrl,
  ANALYTICS_DOMAIN: optionalText,
  SITE_VERIFICATION: optionalText,
});

export type Env = z.infer<typeof schema> & { PUBLIC_URL: string; SESSION_SECRET: string; DATA_DIR: string };

/** Thrown for a bad variable; its message is the one line start-up prints before it exits. */
export class EnvError extends Error {}

function groupsComplete(env: z.infer<typeof schema>) {
  const groups: Record<string, (keyof typeof env)[]> = {
    PayHere: ["PAYHERE_MERCHANT_ID", "PAYHERE_MERCHANT_SECRET"],
    "PayHere app": ["PAYHERE_APP_ID", "PAYHERE_APP_SECRET"],
    S3: ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
    AI: ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"],
    analytics: ["ANALYTICS_SCRIPT_URL", "ANALYTICS_DOMAIN"],
    Google: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
    Meta: ["META_APP_ID", "META_APP_SECRET"],
  };
  for (const [name, keys] of Object.entries(groups)) {
    const set = keys.filter((k) => env[k] !== undefined);
    if (set.length > 0 && set.length < keys.length) {
      const missing = keys.find((k) => env[k] === undefined);
      throw new EnvError(`Invalid environment: ${missing} is required when the other ${name} settings are set`);
    }
  }
}

/** S3 settings without a bucket would be ignored, and uploads would quietly stay on one machine's disk. */
function s3Complete(env: z.infer<typeof schema>) {
  const extra = (["S3_ENDPOINT", "S3_REGION", "S3_FORCE_PATH_STYLE"] as const).find((k) => env[k] !== undefined);
  if (extra && env.S3_BUCKET === undefined)
    throw new EnvError(`Invalid environment: S3_BUCKET is required when ${extra} is set`);
}

/** Provider tokens are stored only encrypted: a Google client or Meta app without the key would have nowhere to keep them. */
function tokenKeySet(env: z.infer<typeof schema>) {
  if (env.GOOGLE_CLIENT_ID && !env.TOKEN_ENCRYPTION_KEY)
    throw new EnvError("Invalid environment: TOKEN_ENCRYPTION_KEY is required when GOOGLE_CLIENT_ID is set");
  if (env.META_APP_ID && !env.TOKEN_ENCRYPTION_KEY)
    throw new EnvError("Invalid environment: TOKEN_ENCRYPTION_KEY is required when META_APP_ID is set");
}

/** Each process would otherwise make its own secret in its own DATA_DIR, and refuse the others' sessions and orders. */
function sharedSecretSet(env: z.infer<typeof schema>) {
  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    throw new EnvError(
      "Invalid environment: SESSION_SECRET is required with DATABASE_URL (every process on the database must share it)",
    );
  }
}

/**
 * Reads and checks the environment. `SESSION_SECRET` may be left out with the embedded database: one is generated
 * once and kept in `DATA_DIR`, so restarts keep sessions valid without any set-up. With `DATABASE_URL` it is
 * required: processes sharing a database must share the secret, or an order signed by one (its sandbox gateway
 * secret is derived from it) would be refused by another.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const got = source[name];
    const shown = got === undefined ? "" : ` (got "${name.includes("SECRET") || name.includes("KEY") ? "***" : got}")`;
    throw new EnvError(`Invalid environment: ${name} ${issue?.message ?? "is invalid"}${shown}`);
  }
  const env = parsed.data;
  groupsComplete(env);
  s3Complete(env);
  tokenKeySet(env);
  sharedSecretSet(env);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    SESSION_SECRET: env.SESSION_SECRET ?? persistedSecret(dataDir),
  };
}

function persistedSecret(dataDir: string) {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
