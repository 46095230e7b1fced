import type { ShouldRevalidateFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { forgetHeardChanges, hearChange, heardSinceLoad, markCarried, reloadOn } from "./live-changes";

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

describe("what a load carries", () => {
  const layout = reloadOn(["notification"]);
  const overview = reloadOn(["project"]);

  it("keeps a change heard after a load chose its routes for the next load, and forgets what a load carried", () => {
    // A status change: the project's change is heard, a load chooses its routes (the bell's layout is not among them).
    hearChange("project");
    expect(overview(args())).toBe(true);
    expect(layout(args())).toBe(false);
    // The bell's change arrives while that load is under way: it was not carried.
    hearChange("notification");
    expect(heardSinceLoad()).toBe(true);
    // The next load carries it, and then nothing is left.
    expect(layout(args())).toBe(true);
    expect(heardSinceLoad()).toBe(false);
    forgetHeardChanges();
    expect(layout(args())).toBe(true);
    expect(layout(args({ defaultShouldRevalidate: false }))).toBe(false);
  });

  it("counts a load the live hook starts itself as carrying what was heard when it asked", () => {
    hearChange("ticket");
    markCarried();
    expect(heardSinceLoad()).toBe(false);
    hearChange("ticket");
    expect(heardSinceLoad()).toBe(true);
  });
});
