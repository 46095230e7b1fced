import { describe, expect, it } from "vitest";
import { asSeenBy, linkMayReceive, mayReceive } from "./feed.server";

describe("who receives a change", () => {
  const change = { kind: "update" as const, projectId: "p", clientId: "c1", freelancerIds: ["f1"] };
  it("admins everything; clients and freelancers only their projects'; users' changes only admins", () => {
    expect(mayReceive({ id: "a", role: "admin" }, change)).toBe(true);
    expect(mayReceive({ id: "c1", role: "client" }, change)).toBe(true);
    expect(mayReceive({ id: "c2", role: "client" }, change)).toBe(false);
    expect(mayReceive({ id: "f1", role: "freelancer" }, change)).toBe(true);
    expect(mayReceive({ id: "f2", role: "freelancer" }, change)).toBe(false);
    expect(mayReceive({ id: "c1", role: "client" }, { kind: "user" })).toBe(false);
    expect(mayReceive({ id: "a", role: "admin" }, { kind: "user" })).toBe(true);
  });
  it("sends leads to admins only", () => {
    expect(mayReceive({ id: "a", role: "admin" }, { kind: "lead" })).toBe(true);
    expect(mayReceive({ id: "c1", role: "client" }, { kind: "lead" })).toBe(false);
    expect(mayReceive({ id: "f1", role: "freelancer" }, { kind: "lead" })).toBe(false);
  });
  it("sends a notification to the users it names only, admins included", () => {
    const bell = { kind: "notification" as const, userIds: ["c1"] };
    expect(mayReceive({ id: "c1", role: "client" }, bell)).toBe(true);
    expect(mayReceive({ id: "c2", role: "client" }, bell)).toBe(false);
    expect(mayReceive({ id: "a", role: "admin" }, bell)).toBe(false);
    expect(mayReceive({ id: "f1", role: "freelancer" }, bell)).toBe(false);
  });
  it("sends a ticket's change to admins and its client", () => {
    const ticket = { kind: "ticket" as const, clientId: "c1" };
    expect(mayReceive({ id: "a", role: "admin" }, ticket)).toBe(true);
    expect(mayReceive({ id: "c1", role: "client" }, ticket)).toBe(true);
    expect(mayReceive({ id: "c2", role: "client" }, ticket)).toBe(false);
    expect(mayReceive({ id: "f1", role: "freelancer" }, ticket)).toBe(false);
  });
  it("tells each recipient of a notification only of their own bell", () => {
    const bells = { kind: "notification" as const, userIds: ["a", "f1"] };
    expect(asSeenBy({ id: "f1" }, bells)).toEqual({ kind: "notification", userIds: ["f1"] });
    const update = { kind: "update" as const, projectId: "p", clientId: "c1" };
    expect(asSeenBy({ id: "c1" }, update)).toBe(update);
  });
  it("sends a review link only its client's post changes", () => {
    const link = { id: "l1", clientId: "c1" };
    expect(linkMayReceive(link, { kind: "post", clientId: "c1", freelancerIds: ["f1"] })).toBe(true);
    expect(linkMayReceive(link, { kind: "post", clientId: "c2" })).toBe(false);
    for (const kind of ["project", "update", "ticket", "payment"] as const)
      expect(linkMayReceive(link, { kind, projectId: "p", clientId: "c1" })).toBe(false);
    expect(linkMayReceive(link, { kind: "notification", userIds: ["c1"] })).toBe(false);
    expect(linkMayReceive(link, { kind: "user" })).toBe(false);
  });
});
