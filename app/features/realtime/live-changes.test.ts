import type { ShouldRevalidateFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { forgetHeardChanges, hearChange, reloadOn } from "./live-changes";

const page = new URL("http://localhost/dashboard/admin/leads");
const args = (over: Partial<ShouldRevalidateFunctionArgs> = {}) =>
  ({ currentUrl: page, nextUrl: page, defaultShouldRevalidate: true, ...over }) as ShouldRevalidateFunctionArgs;

afterEach(forgetHeardChanges);

describe("reloadOn", () => {
  const leads = reloadOn(["lead"]);

  it("reloads a route on a live change of a kind it reads, and not on another", () => {
    hearChange("ticket");
    expect(leads(args())).toBe(false);
    hearChange("lead");
    expect(leads(args())).toBe(true);
  });

  it("reloads everything after a reconnect, and does what React Router would when nothing was heard", () => {
    expect(leads(args({ defaultShouldRevalidate: false }))).toBe(false);
    expect(leads(args())).toBe(true);
    hearChange("ticket");
    hearChange("all");
    expect(leads(args())).toBe(true);
  });

  it("lets a form's reload and a navigation load as usual, and carries a heard change on a navigation", () => {
    hearChange("ticket");
    expect(leads(args({ formMethod: "POST" }))).toBe(true);
    const other = new URL("http://localhost/dashboard/admin/leads?q=galle");
    expect(leads(args({ nextUrl: other, defaultShouldRevalidate: false }))).toBe(false);
    hearChange("lead");
    expect(leads(args({ nextUrl: other, defaultShouldRevalidate: false }))).toBe(true);
  });
});
