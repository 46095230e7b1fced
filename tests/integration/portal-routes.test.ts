// The portal as one route per area (docs/decisions/0032-one-route-per-portal-area.md), through the real route tree:
// the spec's `?tab=` addresses lead each role to the area's own page, each area runs only its own forms, and a page
// of another role's area sends the user to theirs or refuses them.
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { createSession } from "~/features/accounts/sign-in/session.server";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, loadPortal, portalPost } from "../setup/portal";
import { testContext } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { cookies } = setUpSignedInUsers(database);
const context = () => testContext(database);

/** The portal's one answer to a GET of `path` as `who` (a redirect is given, not followed). */
const once = (who: string, path: string) =>
  callPortal(
    new Request(new URL(path, "http://localhost:3000"), { headers: { Cookie: cookies[who] ?? "" } }),
    context(),
  );

/** A ticket of FLD-CLNT1's, opened from their Support page: its id, from the redirect to its thread. */
let ticketId = "";
beforeAll(async () => {
  const fields = { intent: "ticket-open", subject: "Routes", message: "Where does this lead?" };
  const opened = await callPortal(portalPost("/dashboard/support", cookies["FLD-CLNT1"], fields), context());
  ticketId = /^\/dashboard\/support\/([0-9a-f-]{36})$/.exec(opened.location ?? "")?.[1] ?? "";
  expect(ticketId).not.toBe("");
});

// Each role's spec address and the page it leads to, written out here (not worked out by the app's table).
const clientTabs: [string, string][] = [
  ["/dashboard?tab=overview", "/dashboard"],
  ["/dashboard?tab=projects", "/dashboard/projects"],
  ["/dashboard?tab=timeline", "/dashboard/timeline"],
  ["/dashboard?tab=insights", "/dashboard/insights"],
  ["/dashboard?tab=analytics", "/dashboard/analytics"],
  ["/dashboard?tab=billing", "/dashboard/billing"],
  ["/dashboard?tab=support", "/dashboard/support"],
  ["/dashboard?tab=billing&confirm-cancel=s1", "/dashboard/billing?confirm-cancel=s1"],
  ["/dashboard?tab=projects&update=u1", "/dashboard/projects?update=u1"],
  ["/dashboard/client", "/dashboard"],
  ["/dashboard/client?tab=timeline", "/dashboard/timeline"],
  // Not a client's area: their overview.
  ["/dashboard?tab=users", "/dashboard"],
  ["/dashboard?tab=no-such-tab", "/dashboard"],
];

const adminTabs: [string, string][] = [
  ["/dashboard?tab=overview", "/dashboard"],
  ...["projects", "users", "analytics", "leads", "tickets", "billing", "audit", "settings"].map(
    (area): [string, string] => [`/dashboard?tab=${area}`, `/dashboard/admin/${area}`],
  ),
  ["/dashboard?tab=leads&q=galle&status=new", "/dashboard/admin/leads?q=galle&status=new"],
  ["/dashboard?tab=tickets&status=open&priority=high", "/dashboard/admin/tickets?status=open&priority=high"],
  [
    "/dashboard?tab=audit&action=sign-in-failed&user=FLD-CLNT1",
    "/dashboard/admin/audit?action=sign-in-failed&user=FLD-CLNT1",
  ],
  ["/dashboard?tab=billing&kind=payment&month=2026-11", "/dashboard/admin/billing?kind=payment&month=2026-11"],
  ["/dashboard?tab=projects&update=u1", "/dashboard/admin/projects?update=u1"],
  ["/dashboard?tab=overview&dialog=add-user", "/dashboard?dialog=add-user"],
  ["/dashboard/admin", "/dashboard"],
  ["/dashboard/admin?tab=leads&q=kandy", "/dashboard/admin/leads?q=kandy"],
  // Not an admin's area: their overview.
  ["/dashboard?tab=timeline", "/dashboard"],
];

const freelancerTabs: [string, string][] = [
  ...["overview", "projects", "timeline", "analytics", "billing", "support", "users", "tickets"].map(
    (tab): [string, string] => [`/dashboard?tab=${tab}`, "/dashboard"],
  ),
  ["/dashboard?tab=projects&update=u1", "/dashboard?update=u1"],
  ["/dashboard/freelancer", "/dashboard"],
  ["/dashboard/freelancer?tab=projects", "/dashboard"],
];

describe("the spec's ?tab= addresses", () => {
  it.each([
    ["FLD-CLNT1", clientTabs],
    ["FLD-ADMIN", adminTabs],
    ["FLD-FRLN1", freelancerTabs],
  ] as const)("lead %s to the area's own page, with the other parameters kept", async (who, cases) => {
    for (const [from, to] of cases) {
      const answer = await once(who, from);
      expect(answer.status, from).toBe(302);
      expect(answer.location, from).toBe(to);
      // And the page answers there, as this role's.
      const page = await loadPortal(from, cookies[who], context());
      expect(page.status, from).toBe(200);
      expect(`${page.url.pathname}${page.url.search}`, from).toBe(to);
      expect(page.data.user.flideskId, from).toBe(who);
    }
  });

  it("lead a ticket's link to the ticket's page, for the client and for the admin", async () => {
    for (const [who, from, to] of [
      ["FLD-CLNT1", `/dashboard?tab=support&ticket=${ticketId}`, `/dashboard/support/${ticketId}`],
      ["FLD-CLNT1", `/dashboard/client?tab=support&ticket=${ticketId}`, `/dashboard/support/${ticketId}`],
      ["FLD-ADMIN", `/dashboard?tab=tickets&ticket=${ticketId}`, `/dashboard/admin/tickets/${ticketId}`],
      ["FLD-ADMIN", `/dashboard/admin?tab=tickets&ticket=${ticketId}`, `/dashboard/admin/tickets/${ticketId}`],
    ] as const) {
      const answer = await once(who, from);
      expect(answer.location, from).toBe(to);
      const page = await loadPortal(from, cookies[who], context());
      expect(page.status, from).toBe(200);
      expect(page.url.pathname, from).toBe(to);
      expect(page.data.thread.id, from).toBe(ticketId);
    }
    // Another client's link to it: the page of a ticket that is not theirs, a 404.
    const other = await loadPortal(`/dashboard?tab=support&ticket=${ticketId}`, cookies["FLD-CLNT2"], context());
    expect(other.url.pathname).toBe(`/dashboard/support/${ticketId}`);
    expect(other.status).toBe(404);
  });
});

describe("each area's forms", () => {
  it("refuses a form of another area: Add User posted to Leads is 'Unknown form' (400), and nothing is written", async () => {
    const before = (await database.db.select({ n: count() }).from(users))[0]?.n;
    const fields = { intent: "add-user", email: "wrong-area@example.lk", role: "client" };
    const answer = await callPortal(portalPost("/dashboard/admin/leads", cookies["FLD-ADMIN"], fields), context());
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, intent: "add-user", message: "Unknown form" });
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(before);
    // The same form on its own area's page is run.
    const right = await callPortal(portalPost("/dashboard/admin/users", cookies["FLD-ADMIN"], fields), context());
    expect(right.status).toBe(200);
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe((before ?? 0) + 1);
  });
});

describe("another role's area", () => {
  it("leads a client without a completed project from Analytics to the overview; one with a completed project stays", async () => {
    const [fresh] = await database.db
      .insert(users)
      .values({ flideskId: "FLD-RTES1", email: "routes-client@example.lk", role: "client" })
      .returning();
    const session = await createSession(database.db, fresh?.id ?? "", false, { userAgent: null, ip: "127.0.0.1" });
    const cookie = session.split(";")[0] ?? "";
    const sent = await callPortal(
      new Request("http://localhost:3000/dashboard/analytics", { headers: { Cookie: cookie } }),
      context(),
    );
    expect(sent).toMatchObject({ status: 302, location: "/dashboard" });
    const page = await loadPortal("/dashboard/analytics", cookie, context());
    expect(page.status).toBe(200);
    expect(page.url.pathname).toBe("/dashboard");
    expect(page.data.tabs).not.toContain("analytics");

    const withReport = await loadPortal("/dashboard/analytics", cookies["FLD-CLNT1"], context());
    expect(withReport.status).toBe(200);
    expect(withReport.url.pathname).toBe("/dashboard/analytics");
    expect(withReport.data.reports.length).toBeGreaterThan(0);
  });

  it("sends an admin from a client's area to the admin's own, and a freelancer to their dashboard", async () => {
    for (const [who, from, to] of [
      ["FLD-ADMIN", "/dashboard/projects", "/dashboard/admin/projects"],
      ["FLD-ADMIN", "/dashboard/billing", "/dashboard/admin/billing"],
      ["FLD-ADMIN", "/dashboard/support", "/dashboard/admin/tickets"],
      ["FLD-ADMIN", "/dashboard/analytics", "/dashboard/admin/analytics"],
      ["FLD-ADMIN", "/dashboard/timeline", "/dashboard"],
      ["FLD-FRLN1", "/dashboard/projects", "/dashboard"],
      ["FLD-FRLN1", "/dashboard/billing", "/dashboard"],
    ] as const) {
      expect(await once(who, from), `${who} ${from}`).toMatchObject({ status: 302, location: to });
      const page = await loadPortal(from, cookies[who], context());
      expect(page.status, `${who} ${from}`).toBe(200);
      expect(page.url.pathname, `${who} ${from}`).toBe(to);
    }
  });

  it("refuses a client or a freelancer every admin page with 403, showing none of its data", async () => {
    for (const who of ["FLD-CLNT1", "FLD-FRLN1"]) {
      for (const area of ["users", "projects", "leads", "tickets", "billing", "audit", "settings", "analytics"]) {
        const page = await loadPortal(`/dashboard/admin/${area}`, cookies[who], context());
        expect(page.status, `${who} ${area}`).toBe(403);
        expect(page.data, `${who} ${area}`).toBeUndefined();
        expect(page.url.pathname, `${who} ${area}`).toBe(`/dashboard/admin/${area}`);
      }
    }
    // The admin reads the Users page, with every user.
    const admin = await loadPortal("/dashboard/admin/users", cookies["FLD-ADMIN"], context());
    expect(admin.status).toBe(200);
    expect(admin.data.users.map((u: { flideskId: string }) => u.flideskId)).toContain("FLD-CLNT2");
  });
});

describe("a page for one thing", () => {
  it("answers an address that names no project or ticket with 404, malformed or not, never a 500", async () => {
    for (const path of [
      "/dashboard/projects/not-a-uuid",
      "/dashboard/projects/00000000-0000-4000-8000-000000000000",
      "/dashboard/admin/tickets/not-a-uuid",
      "/dashboard/admin/tickets/00000000-0000-4000-8000-000000000000",
    ]) {
      expect((await loadPortal(path, cookies["FLD-ADMIN"], context())).status, path).toBe(404);
    }
    expect((await loadPortal("/dashboard/support/'; drop table--", cookies["FLD-CLNT1"], context())).status).toBe(404);
  });
});
