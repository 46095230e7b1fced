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
  // Turns on demo data on a PostgreSQL database (the embedded database gets it on first start anyway).
  SEED_DEMO_DATA: z
    .enum(["true", "false", ""], { error: "must be true or false" })
    .optional()
    .transform((v) => v === "true"),

  PAYHERE_MERCHANT_ID: optionalText,
  PAYHERE_MERCHANT_SECRET: optionalText,
  PAYHERE_MODE: z.enum(["sandbox", "live"], { error: "must be sandbox or live" }).default("sandbox"),

  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: optionalText,

  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,

  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,

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
    S3: ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
    AI: ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"],
    analytics: ["ANALYTICS_SCRIPT_URL", "ANALYTICS_DOMAIN"],
  };
  for (const [name, keys] of Object.entries(groups)) {
    const set = keys.filter((k) => env[k] !== undefined);
    if (set.length > 0 && set.length < keys.length) {
      const missing = keys.find((k) => env[k] === undefined);
      throw new EnvError(`Invalid environment: ${missing} is required when the other ${name} settings are set`);
    }
  }
}

/**
 * Reads and checks the environment. `SESSION_SECRET` may be left out: one is generated once and kept in
 * `DATA_DIR`, so restarts keep sessions valid without any set-up.
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
