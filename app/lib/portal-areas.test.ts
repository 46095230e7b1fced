import { describe, expect, it } from "vitest";
import { addressOfTab } from "./portal-areas";

const of = (role: "admin" | "client" | "freelancer", query: string) => addressOfTab(role, new URLSearchParams(query));

describe("the spec's ?tab= addresses", () => {
  it("lead a client to the area's own page, a ticket to its page", () => {
    expect(of("client", "tab=projects")).toBe("/dashboard/projects");
    expect(of("client", "tab=billing&confirm-cancel=s1")).toBe("/dashboard/billing?confirm-cancel=s1");
    expect(of("client", "tab=support&ticket=t1")).toBe("/dashboard/support/t1");
    expect(of("client", "tab=overview")).toBe("/dashboard");
    expect(of("client", "tab=users")).toBe("/dashboard");
  });

  it("lead an admin under /dashboard/admin, filters and dialogs kept", () => {
    expect(of("admin", "tab=leads&q=galle&status=new")).toBe("/dashboard/admin/leads?q=galle&status=new");
    expect(of("admin", "tab=tickets&ticket=t9")).toBe("/dashboard/admin/tickets/t9");
    expect(of("admin", "tab=projects&update=u1")).toBe("/dashboard/admin/projects?update=u1");
    expect(of("admin", "tab=overview&dialog=add-user")).toBe("/dashboard?dialog=add-user");
    expect(of("admin", "tab=timeline")).toBe("/dashboard");
  });

  it("lead a freelancer to their one-page hub, keeping the update a link names", () => {
    expect(of("freelancer", "tab=projects&update=u1")).toBe("/dashboard?update=u1");
    expect(of("freelancer", "tab=billing")).toBe("/dashboard");
  });
});
