import { describe, expect, it } from "vitest";
import { retryText } from "./rate-limit.server";

describe("retryText", () => {
  it("says when to retry in seconds or minutes", () => {
    expect(retryText(1)).toBe("Too many attempts. Please try again in 1 second.");
    expect(retryText(45)).toBe("Too many attempts. Please try again in 45 seconds.");
    expect(retryText(60)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(retryText(541)).toBe("Too many attempts. Please try again in 10 minutes.");
  });
});
