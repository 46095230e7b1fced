import { describe, expect, it } from "vitest";
import { maskEmail, normalizeDeskId, paymentStatusWord } from "./desk-id";
import { validatorTexts } from "./texts.server";

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
    const words = validatorTexts("en").paymentWords;
    expect(["completed", "none", "past_due", "stopped"].map((status) => paymentStatusWord(status, words))).toEqual([
      "Completed",
      "No payment yet",
      "Past due",
      "Stopped",
    ]);
  });
  it("writes them in the page's language", () => {
    expect(paymentStatusWord("completed", validatorTexts("si").paymentWords)).toBe("සම්පූර්ණයි");
    expect(paymentStatusWord("none", validatorTexts("ta").paymentWords)).toBe("இன்னும் கட்டணம் இல்லை");
  });
});
