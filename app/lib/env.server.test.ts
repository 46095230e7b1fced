import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "env-test-"));

describe("loadEnv", () => {
  it("has working defaults: port 3000, the embedded database, a generated and kept session secret", () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.SESSION_SECRET).toHaveLength(64);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(env.SESSION_SECRET);
    expect(loadEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(env.SESSION_SECRET);
  });

  it.each([
    [{ PORT: "abc" }, 'Invalid environment: PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: "70000" }, 'Invalid environment: PORT must be a whole number from 1 to 65535 (got "70000")'],
    [
      { DATABASE_URL: "mysql://x" },
      'Invalid environment: DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://x")',
    ],
    [{ PUBLIC_URL: "not a url" }, 'Invalid environment: PUBLIC_URL must be a URL (got "not a url")'],
    [{ SESSION_SECRET: "short" }, 'Invalid environment: SESSION_SECRET must be at least 32 characters (got "***")'],
    [{ PAYHERE_MODE: "test" }, 'Invalid environment: PAYHERE_MODE must be sandbox or live (got "test")'],
    [{ PAYMENTS_SANDBOX: "yes" }, 'Invalid environment: PAYMENTS_SANDBOX must be true or false (got "yes")'],
    [{ EVENT_STREAMS_PER_IP: "many" }, 'Invalid environment: EVENT_STREAMS_PER_IP must be a whole number (got "many")'],
    [
      { DATABASE_URL: "postgres://db.example/agency" },
      "Invalid environment: SESSION_SECRET is required with DATABASE_URL (every process on the database must share it)",
    ],
    [
      { GOOGLE_CLIENT_ID: "x.apps.googleusercontent.com" },
      "Invalid environment: GOOGLE_CLIENT_SECRET is required when the other Google settings are set",
    ],
    [
      { GOOGLE_CLIENT_ID: "x.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "s" },
      "Invalid environment: TOKEN_ENCRYPTION_KEY is required when GOOGLE_CLIENT_ID is set",
    ],
    [{ META_APP_SECRET: "s" }, "Invalid environment: META_APP_ID is required when the other Meta settings are set"],
    [
      { META_APP_ID: "1234567890", META_APP_SECRET: "s" },
      "Invalid environment: TOKEN_ENCRYPTION_KEY is required when META_APP_ID is set",
    ],
    [
      { TOKEN_ENCRYPTION_KEY: "c2hvcnQ=" },
      'Invalid environment: TOKEN_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32) (got "***")',
    ],
    [
      { PAYHERE_MERCHANT_ID: "1211149" },
      "Invalid environment: PAYHERE_MERCHANT_SECRET is required when the other PayHere settings are set",
    ],
  ])("stops with one line naming the variable: %o", (vars, message) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...vars })).toThrow(new EnvError(message));
  });

  it("takes DATABASE_URL with a shared SESSION_SECRET, and PAYMENTS_SANDBOX as a yes or no", () => {
    const secret = "shared-secret-shared-secret-shared-0001";
    const env = loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: "postgres://db.example/agency", SESSION_SECRET: secret });
    expect(env.SESSION_SECRET).toBe(secret);
    expect(env.PAYMENTS_SANDBOX).toBeUndefined();
    expect(loadEnv({ DATA_DIR: dataDir(), PAYMENTS_SANDBOX: "true" }).PAYMENTS_SANDBOX).toBe(true);
    expect(loadEnv({ DATA_DIR: dataDir(), PAYMENTS_SANDBOX: "false" }).PAYMENTS_SANDBOX).toBe(false);
  });

  it("treats empty optional values as unset", () => {
    const env = loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: "", SMTP_URL: "", PUBLIC_URL: "https://agency.example/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("https://agency.example");
  });
});
