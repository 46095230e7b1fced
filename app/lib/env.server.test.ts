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
    [
      { PAYHERE_MERCHANT_ID: "1211149" },
      "Invalid environment: PAYHERE_MERCHANT_SECRET is required when the other PayHere settings are set",
    ],
  ])("stops with one line naming the variable: %o", (vars, message) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...vars })).toThrow(new EnvError(message));
  });

  it("treats empty optional values as unset", () => {
    const env = loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: "", SMTP_URL: "", PUBLIC_URL: "https://agency.example/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("https://agency.example");
  });
});
