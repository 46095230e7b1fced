import { describe, expect, it } from "vitest";
import { jobLocks } from "./job-locks.server";

describe("job locks", () => {
  it("gives every job a number of its own", () => {
    const numbers = Object.values(jobLocks);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
