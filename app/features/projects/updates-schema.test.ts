import { describe, expect, it } from "vitest";
import { parseFormData, parseValue } from "~/lib/parse.server";
import { clampProgress } from "./progress";
import { screenshotParamsSchema, updatesSchema } from "./updates-schema.server";

const form = (fields: Record<string, string>, files: Blob[] = []) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  for (const [i, file] of files.entries()) body.append("screenshots", file, `shot-${i}.png`);
  return body;
};
const messageOf = (parsed: { ok: boolean; problem?: { message: string } }) => parsed.problem?.message;

describe("the freelancer's update forms", () => {
  it("clamps progress as the dialog does, with the same function", () => {
    for (const progress of ["150", "-5", "42.6", "abc", ""]) {
      const parsed = parseFormData(form({ intent: "update", projectId: "p", progress }), updatesSchema);
      expect(parsed.ok && parsed.value.intent === "update" && parsed.value.progress).toBe(clampProgress(progress));
    }
  });

  it("keeps files with bytes only, at most ten of at most 5 MB", () => {
    const png = new Blob([new Uint8Array(8)], { type: "image/png" });
    const parsed = parseFormData(form({ intent: "update" }, [png, new Blob([])]), updatesSchema);
    expect(parsed.ok && parsed.value.intent === "update" && parsed.value.screenshots).toHaveLength(1);
    const many = parseFormData(form({ intent: "update" }, Array(11).fill(png)), updatesSchema);
    expect(messageOf(many)).toBe("At most 10 screenshots per update");
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]);
    expect(messageOf(parseFormData(form({ intent: "update" }, [big]), updatesSchema))).toBe(
      "Each screenshot must be at most 5 MB",
    );
  });

  it("refuses an unknown form", () => {
    expect(messageOf(parseFormData(form({ intent: "nonsense" }), updatesSchema))).toBe("Unknown form");
    expect(messageOf(parseFormData(form({}), updatesSchema))).toBe("Unknown form");
  });

  it("reads a screenshot's address as storeImage makes them, and nothing else", () => {
    const key = "11111111-1111-4111-8111-111111111111/1700000000000-0123456789ab.png";
    expect(parseValue({ "*": key }, screenshotParamsSchema)).toEqual({
      ok: true,
      value: { key, projectId: "11111111-1111-4111-8111-111111111111" },
    });
    expect(parseValue({ "*": "../../etc/passwd" }, screenshotParamsSchema).ok).toBe(false);
  });
});
