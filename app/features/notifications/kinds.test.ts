import { describe, expect, it } from "vitest";
import { defaultMailMode, kindsFor, kindTexts, notificationKinds } from "./kinds";

describe("notification kinds", () => {
  it("mail at once by default only what each role is said to want", () => {
    const instant = (role: "client" | "freelancer" | "admin") =>
      notificationKinds.filter((kind) => defaultMailMode(role, kind) === "instant");
    expect(instant("client")).toEqual(["update", "status", "ticket", "post", "post-reminder"]);
    expect(instant("freelancer")).toEqual(["comment", "assignment"]);
    expect(instant("admin")).toEqual(["change-request", "lead", "post-overdue"]);
    expect(defaultMailMode("client", "payment")).toBe("off");
  });

  it("offer every role its instant kinds on the profile, each kind with a label", () => {
    for (const role of ["client", "freelancer", "admin"] as const) {
      for (const kind of notificationKinds.filter((k) => defaultMailMode(role, k) === "instant"))
        expect(kindsFor[role]).toContain(kind);
    }
    expect(Object.keys(kindTexts).sort()).toEqual([...notificationKinds].sort());
  });
});
