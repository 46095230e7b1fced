import { describe, expect, it } from "vitest";
import { cardMethod, sandboxOutcome } from "./cards.server";

describe("sandbox cards", () => {
  it("honours PayHere's test cards", () => {
    expect(sandboxOutcome("4916 2175 0161 1292")).toEqual({
      status: "2",
      message: "Successfully completed the payment.",
    });
    expect(sandboxOutcome("4024007194349121")).toEqual({ status: "-2", message: "Insufficient funds" });
    expect(sandboxOutcome("4111111111111111")).toEqual({ status: "-2", message: "Card declined" });
    expect(cardMethod("5307732125531191")).toBe("MASTER");
    expect(cardMethod("346781005510225")).toBe("AMEX");
  });
});
