import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "~/lib/env.server";
import { gateway, isLoopbackUrl, paymentsWarning, SANDBOX_PATH } from "./gateway.server";

const SECRET = "one-secret-for-all-processes-000000000000";
const env = (vars: Record<string, string> = {}) =>
  loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gateway-test-")), SESSION_SECRET: SECRET, ...vars });

describe("which gateway takes payments", () => {
  it.each([
    ["http://localhost:3000", true],
    ["http://127.0.0.1:8080", true],
    ["http://app.localhost", true],
    ["http://[::1]:3000", true],
    ["https://agency.example", false],
    ["http://192.168.1.20:3000", false],
    ["https://localhost.agency.example", false],
  ])("treats %s as local: %s", (url, local) => {
    expect(isLoopbackUrl(url)).toBe(local);
  });

  it("keeps the sandbox for a local run, with a relative address and no warning", () => {
    const local = env();
    const gw = gateway(local);
    expect(gw.kind).toBe("sandbox");
    if (gw.kind === "sandbox") expect(gw.checkoutUrl).toBe(SANDBOX_PATH);
    expect(paymentsWarning(local)).toBeNull();
  });

  it("closes checkout on a public address without PayHere, unless PAYMENTS_SANDBOX=true, and warns in one line", () => {
    const publicEnv = env({ PUBLIC_URL: "https://agency.example" });
    expect(gateway(publicEnv)).toEqual({ kind: "none" });
    const closed = paymentsWarning(publicEnv);
    expect(closed).toContain("Payments are not set up");
    expect(closed).not.toContain("\n");

    const opted = env({ PUBLIC_URL: "https://agency.example", PAYMENTS_SANDBOX: "true" });
    expect(gateway(opted).kind).toBe("sandbox");
    expect(paymentsWarning(opted)).toContain("PAYMENTS_SANDBOX=true");

    expect(gateway(env({ PAYMENTS_SANDBOX: "false" }))).toEqual({ kind: "none" });
  });

  it("uses PayHere whenever it is configured, with its absolute address", () => {
    const payhere = env({
      PUBLIC_URL: "https://agency.example",
      PAYHERE_MERCHANT_ID: "1211149",
      PAYHERE_MERCHANT_SECRET: "merchant-secret",
    });
    const gw = gateway(payhere);
    expect(gw).toMatchObject({ kind: "payhere", checkoutUrl: "https://sandbox.payhere.lk/pay/checkout" });
    expect(paymentsWarning(payhere)).toBeNull();
  });

  it("derives the sandbox secret from SESSION_SECRET alone: two processes with their own DATA_DIR agree", () => {
    const a = gateway(env());
    const b = gateway(env());
    const other = gateway(env({ SESSION_SECRET: "another-secret-another-secret-00000000" }));
    if (a.kind !== "sandbox" || b.kind !== "sandbox" || other.kind !== "sandbox") throw new Error("not the sandbox");
    expect(a.secret).toBe(b.secret);
    expect(a.secret).not.toBe(other.secret);
    expect(a.secret).not.toContain(SECRET);
  });
});
