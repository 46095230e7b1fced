import { describe, expect, it } from "vitest";
import { maskEmail, normalizeDeskId, paymentStatusWord } from "./desk-id";

describe("desk ID helpers", () => {
  it("masks all but the first two characters of the local part", () => {
    expect(maskEmail("owner@ceylonteaco.demo")).toBe("ow***@ceylonteaco.demo");
    expect(maskEmail("ab@x.lk")).toBe("a***@x.lk");
    expect(maskEmail("a@x.lk")).toBe("a***@x.lk");
  });
  it("normalises input", () => {
    expect(normalizeDeskId("  fld-clnt1 ")).toBe("FLD-CLNT1");
  });
});

describe("payment status words", () => {
  it("writes the validator's payment status in words, never the stored code", () => {
    expect(["completed", "none", "past_due", "stopped"].map(paymentStatusWord)).toEqual([
      "Completed",
      "No payment yet",
      "Past due",
      "Stopped",
    ]);
  });
});
