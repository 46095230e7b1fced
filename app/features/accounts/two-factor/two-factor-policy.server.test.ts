import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "~/lib/env.server";
import { twoFactorRequired, twoFactorWarning } from "./two-factor-policy.server";

const env = (extra: Record<string, string> = {}) =>
  loadEnv({ DATA_DIR: "/tmp/agency-unit", SESSION_SECRET: "unit-secret-unit-secret-unit-secret-0000", ...extra });
const PRODUCTION = { DATABASE_URL: "postgres://db.example/agency" };

describe("who must use two-factor sign-in", () => {
  it("admins on a production database only, unless ADMIN_TWO_FACTOR=off, which start-up warns about", () => {
    expect(twoFactorRequired(env(PRODUCTION), "admin")).toBe(true);
    expect(twoFactorRequired(env(PRODUCTION), "client")).toBe(false);
    expect(twoFactorRequired(env(PRODUCTION), "freelancer")).toBe(false);
    expect(twoFactorRequired(env(), "admin")).toBe(false);
    expect(twoFactorWarning(env(PRODUCTION))).toBeNull();
    const off = env({ ...PRODUCTION, ADMIN_TWO_FACTOR: "off" });
    expect(twoFactorRequired(off, "admin")).toBe(false);
    expect(twoFactorWarning(off)).toContain("ADMIN_TWO_FACTOR=off");
    // On the embedded database it is off anyway: nothing to warn about.
    expect(twoFactorWarning(env({ ADMIN_TWO_FACTOR: "off" }))).toBeNull();
    expect(() => env({ ADMIN_TWO_FACTOR: "no" })).toThrow(EnvError);
  });
});
