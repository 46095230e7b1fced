import { describe, expect, it } from "vitest";
import { digestCutoff } from "./mailer.server";

describe("the daily digest's cutoff", () => {
  it("is the latest 08:00 in Sri Lanka (02:30 UTC) at or before the moment", () => {
    const at = (iso: string) => digestCutoff(new Date(iso)).toISOString();
    expect(at("2026-11-24T02:30:00.000Z")).toBe("2026-11-24T02:30:00.000Z");
    expect(at("2026-11-24T02:29:59.999Z")).toBe("2026-11-23T02:30:00.000Z");
    expect(at("2026-11-24T23:59:00.000Z")).toBe("2026-11-24T02:30:00.000Z");
    // Just after midnight in Colombo (18:30 UTC the day before) the cutoff is that UTC day's 02:30.
    expect(at("2026-11-23T18:31:00.000Z")).toBe("2026-11-23T02:30:00.000Z");
  });
});
