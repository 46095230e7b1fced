import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contactSubmissions, outbox, projects, users } from "#db/schema";
import { DEMO_PASSWORD } from "#db/seed";
import { handleResetRequests } from "~/features/accounts/links/reset-requests.server";
import type { AdminActionData } from "~/features/admin/messages";
import { action as signInAction } from "~/routes/dashboard/auth";
import { loader as exportLoader } from "~/routes/dashboard/export";
import { action as forgotAction } from "~/routes/dashboard/forgot-password";
import { loader as devicesLoader } from "~/routes/dashboard/profile/devices";
import { action as securityAction } from "~/routes/dashboard/profile/security";
import { action as setPasswordAction } from "~/routes/dashboard/set-password";
import { runCleanup } from "../../server/cleanup";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { adminFormPath, callPortal, loadPortal } from "../setup/portal";
import { callRoute } from "../setup/route";
import { contextOf, testContext, testServices } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { ids, cookies } = setUpSignedInUsers(database);

/** Every request of this file comes from one documentation address, so each row's address can be checked. */
const IP = "203.0.113.7";
const context = () => testContext(database, { clientIp: IP });

function post(path: string, fields: Record<string, string>, cookie = "") {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams(fields),
  });
}

const get = (path: string, cookie = "") => new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } });

/** The action of the admin page that runs the form (decision 32), as `who` (FLD-ADMIN unless told). */
async function admin(fields: Record<string, string>, who = "FLD-ADMIN") {
  const answer = await callPortal(post(adminFormPath(fields.intent ?? ""), fields, cookies[who]), context());
  return { status: answer.status, data: answer.data as AdminActionData };
}

/** Runs `act` and answers the audit rows it wrote, newest first (by id: the log is small here). */
async function recorded(act: () => Promise<unknown>) {
  const before = new Set((await database.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id));
  await act();
  const after = await database.db.select().from(auditLog).orderBy(desc(auditLog.at));
  return after.filter((row) => !before.has(row.id));
}

const projectId = async (title: string) =>
  (await database.db.select().from(projects).where(eq(projects.title, title)))[0]?.id ?? "";

const signIn = (flideskId: string, password: string) =>
  callRoute(signInAction, post("/dashboard/auth", { flideskId, password }), context());

describe("the audit log records", () => {
  it("a sign-in and a failed one, by the user, from the address", async () => {
    const ok = await recorded(() => signIn("FLD-CLNT1", DEMO_PASSWORD));
    expect(ok).toMatchObject([
      { action: "signed-in", actorId: ids["FLD-CLNT1"], actorDeskId: "FLD-CLNT1", ip: IP, targetId: null },
    ]);
    const wrong = await recorded(async () => expect((await signIn("FLD-CLNT1", "Wrong#Password1")).status).toBe(401));
    expect(wrong).toMatchObject([
      { action: "sign-in-failed", actorId: ids["FLD-CLNT1"], actorDeskId: "FLD-CLNT1", ip: IP },
    ]);
    // An ID with no account: the desk ID as typed, nobody's id.
    const unknown = await recorded(() => signIn("FLD-ZZZZ9", "Wrong#Password1"));
    expect(unknown).toMatchObject([{ action: "sign-in-failed", actorId: null, actorDeskId: "FLD-ZZZZ9", ip: IP }]);
  });

  it("each admin write, by the admin, with the record it changed", async () => {
    const by = { actorId: ids["FLD-ADMIN"], actorDeskId: "FLD-ADMIN", ip: IP };
    const added = await recorded(() => admin({ intent: "add-user", email: "audit-new@example.lk", role: "client" }));
    const [newUser] = await database.db.select().from(users).where(eq(users.email, "audit-new@example.lk"));
    const asUser = { targetType: "user", targetId: newUser?.id };
    expect(added.map((r) => r.action).sort()).toEqual(["invite-sent", "user-added"]);
    for (const row of added) expect(row).toMatchObject({ ...by, ...asUser });

    const cases: [string, Record<string, string>, object][] = [
      ["user-edited", { intent: "edit-user", userId: newUser?.id ?? "", email: "audit-renamed@example.lk" }, asUser],
      ["invite-sent", { intent: "reinvite", userId: newUser?.id ?? "" }, asUser],
      [
        "password-reset-requested",
        { intent: "send-reset", userId: ids["FLD-CLNT2"] ?? "" },
        { targetId: ids["FLD-CLNT2"] },
      ],
    ];
    const website = await projectId("Ceylon Tea Co. Website Redesign");
    const local = await projectId("Lanka Surf Retreats Local SEO");
    const onProject = (id: string) => ({ targetType: "project", targetId: id });
    cases.push(
      [
        "project-assigned",
        { intent: "assign", projectId: website, freelancerId: ids["FLD-FRLN2"] ?? "" },
        onProject(website),
      ],
      ["project-status-changed", { intent: "set-status", projectId: website, status: "testing" }, onProject(website)],
      [
        "analytics-uploaded",
        { intent: "upload-analytics", projectId: local, pageViews: "10", uniqueVisitors: "5" },
        onProject(local),
      ],
    );
    for (const [action, fields, target] of cases) {
      const rows = await recorded(async () => expect((await admin(fields)).status, action).toBe(200));
      expect(rows, action).toMatchObject([{ action, ...by, ...target }]);
    }

    const created = await recorded(() =>
      admin({ intent: "create-project", title: "Audited project", clientId: ids["FLD-CLNT1"] ?? "" }),
    );
    expect(created).toMatchObject([
      { action: "project-created", ...by, ...onProject(await projectId("Audited project")) },
    ]);
    const [lead] = await database.db.select().from(contactSubmissions).limit(1);
    const leadRows = await recorded(() =>
      admin({ intent: "lead-status", kind: "contact", leadId: lead?.id ?? "", status: "closed" }),
    );
    expect(leadRows).toMatchObject([
      { action: "lead-status-changed", ...by, targetType: "contact", targetId: lead?.id, detail: { status: "closed" } },
    ]);
  });

  it("nothing for an admin write that validation, a conflict or the state machine refused", async () => {
    const completed = await projectId("Ceylon Tea Co. Brand Identity Refresh");
    const refused: Record<string, string>[] = [
      { intent: "add-user", email: "not-an-email", role: "client" },
      { intent: "add-user", email: "owner@ceylonteaco.demo", role: "client" },
      { intent: "edit-user", userId: ids["FLD-CLNT2"] ?? "", email: "owner@ceylonteaco.demo" },
      { intent: "reinvite", userId: ids["FLD-CLNT1"] ?? "" },
      { intent: "create-project", title: "", clientId: ids["FLD-CLNT1"] ?? "" },
      { intent: "create-project", title: "No such client", clientId: ids["FLD-FRLN1"] ?? "" },
      { intent: "assign", projectId: completed, freelancerId: ids["FLD-FRLN2"] ?? "" },
      { intent: "set-status", projectId: await projectId("Lanka Surf Retreats Booking Site"), status: "completed" },
      {
        intent: "upload-analytics",
        projectId: "00000000-0000-4000-8000-000000000000",
        pageViews: "1",
        uniqueVisitors: "1",
      },
      { intent: "lead-status", kind: "quote", leadId: "00000000-0000-4000-8000-000000000000", status: "closed" },
    ];
    for (const fields of refused) {
      const rows = await recorded(async () =>
        expect((await admin(fields)).status, fields.intent).toBeGreaterThanOrEqual(400),
      );
      expect(rows, JSON.stringify(fields)).toEqual([]);
    }
    // A client posting an admin form is refused before anything runs.
    const forbidden = await recorded(async () =>
      expect((await admin({ intent: "reinvite", userId: ids["FLD-CLNT2"] ?? "" }, "FLD-CLNT1")).status).toBe(403),
    );
    expect(forbidden).toEqual([]);
  });

  it("a reset asked for by nobody known, only when a link was issued; the reset and the sign-in after it by the user", async () => {
    // The form records the ask; the reset worker (run here by hand) issues the link and its audit row.
    const forgot = async (identifier: string) => {
      const services = testServices(database, { clientIp: IP });
      await callRoute(forgotAction, post("/dashboard/forgot-password", { identifier }), contextOf(services));
      await handleResetRequests({ db: services.db, publicUrl: services.env.PUBLIC_URL, limiters: services.limiters });
    };
    const none = await recorded(() => forgot("nobody@example.lk"));
    expect(none).toEqual([]);
    const asked = await recorded(() => forgot("FLD-FRLN1"));
    expect(asked).toMatchObject([
      { action: "password-reset-requested", actorId: null, actorDeskId: null, ip: IP, targetId: ids["FLD-FRLN1"] },
    ]);
    // The link from the mail, still in the outbox.
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "nimal.dev@demo.flidigital.lk"))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const token = /\/dashboard\/reset\/([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const reset = (password: string) =>
      callRoute(setPasswordAction, post(`/dashboard/reset/${token}`, { password, confirm: password }), context(), {
        token,
      });
    expect(await recorded(() => reset("weak"))).toEqual([]);
    const done = await recorded(() => reset("Reset#Pass2026"));
    expect(done.map((r) => r.action).sort()).toEqual(["password-reset-completed", "signed-in"]);
    for (const row of done) expect(row).toMatchObject({ actorId: ids["FLD-FRLN1"], actorDeskId: "FLD-FRLN1", ip: IP });
  });

  it("an invite accepted and a password changed, by the user", async () => {
    const email = "audit-invitee@example.lk";
    const { data } = await admin({ intent: "add-user", email, role: "freelancer" });
    const token = new URL(data.ok ? (data.inviteUrl ?? "") : "").pathname.split("/").pop() ?? "";
    const [invitee] = await database.db.select().from(users).where(eq(users.email, email));
    const by = { actorId: invitee?.id, actorDeskId: invitee?.flideskId, ip: IP };
    const bad = await recorded(() =>
      callRoute(
        setPasswordAction,
        post(`/dashboard/invite/${token}`, { password: "short", confirm: "short" }),
        context(),
        { token },
      ),
    );
    expect(bad).toEqual([]);
    const accepted = await recorded(() =>
      callRoute(
        setPasswordAction,
        post(`/dashboard/invite/${token}`, { password: "Invited#Pass2026", confirm: "Invited#Pass2026" }),
        context(),
        { token },
      ),
    );
    expect(accepted.map((r) => r.action).sort()).toEqual(["invite-accepted", "signed-in"]);
    for (const row of accepted) expect(row).toMatchObject(by);

    const profile = (fields: Record<string, string>) =>
      callRoute(securityAction, post("/dashboard/profile/security", fields, cookies["FLD-FRLN2"]), context());
    const wrong = await recorded(() =>
      profile({
        intent: "change-password",
        current: "Nope#Nope1",
        password: "Fresh#Pass2026",
        confirm: "Fresh#Pass2026",
      }),
    );
    expect(wrong).toEqual([]);
    const changed = await recorded(() =>
      profile({
        intent: "change-password",
        current: DEMO_PASSWORD,
        password: "Fresh#Pass2026",
        confirm: "Fresh#Pass2026",
      }),
    );
    expect(changed).toMatchObject([
      { action: "password-changed", actorId: ids["FLD-FRLN2"], ip: IP, targetId: ids["FLD-FRLN2"] },
    ]);
  });

  it("a CSV export, and no export for anyone but an admin", async () => {
    const download = (dataset: string, cookie = cookies["FLD-ADMIN"]) =>
      callRoute(exportLoader, get(`/dashboard/export/${dataset}`, cookie), context(), { dataset }).catch(
        (r: Response) => ({ status: r.status, response: r }),
      );
    const rows = await recorded(async () => expect((await download("users.csv")).status).toBe(200));
    expect(rows).toMatchObject([
      { action: "csv-exported", actorId: ids["FLD-ADMIN"], ip: IP, targetType: "export", targetId: "users" },
    ]);
    for (const who of ["FLD-CLNT1", "FLD-FRLN2"]) {
      const refused = await recorded(async () => expect((await download("audit.csv", cookies[who])).status).toBe(403));
      expect(refused).toEqual([]);
    }
    // Signed out: sent to sign in.
    expect((await download("audit.csv", "")).status).toBe(302);
  });
});

describe("the Audit page", () => {
  const tab = async (query: string, who = "FLD-ADMIN") => {
    const { data } = await loadPortal(`/dashboard/admin/audit?${query}`, cookies[who], context());
    return data as {
      audit?: {
        rows: {
          action: string;
          actorDeskId: string | null;
          actorName: string | null;
          at: string;
          target: string;
          targetName: string | null;
        }[];
        hasNext: boolean;
      } | null;
    };
  };

  it("filters by user (who acted or was acted upon), by action and by day, in the address", async () => {
    const all = await tab("");
    expect(all.audit?.rows.length).toBeGreaterThan(5);
    const failed = await tab("action=sign-in-failed");
    expect(failed.audit?.rows.length).toBeGreaterThanOrEqual(2);
    for (const row of failed.audit?.rows ?? []) expect(row.action).toBe("sign-in-failed");

    const client2 = await tab("user=fld-clnt2");
    expect(client2.audit?.rows.map((r) => r.action)).toContain("password-reset-requested");
    for (const row of client2.audit?.rows ?? []) expect([row.actorDeskId, row.target]).toContain("FLD-CLNT2");

    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Colombo" });
    expect((await tab(`from=${today}&to=${today}`)).audit?.rows.length).toBe(all.audit?.rows.length);
    expect((await tab("to=2020-01-01")).audit?.rows).toEqual([]);
    // A filter that does not parse falls back to "any".
    expect((await tab("action=format-disk&from=yesterday")).audit?.rows.length).toBe(all.audit?.rows.length);
  });

  it("names the people: who acted and the user acted upon, by name with their desk ID; an unknown ID alone", async () => {
    const rows = (await tab("")).audit?.rows ?? [];
    const admin = rows.find((r) => r.actorDeskId === "FLD-ADMIN");
    expect(admin?.actorName).toBe("Kasun Jayawardena");
    const unknown = rows.find((r) => r.actorDeskId === "FLD-ZZZZ9");
    expect(unknown).toMatchObject({ action: "sign-in-failed", actorName: null });
    const onFreelancer = rows.find((r) => r.action === "password-reset-requested" && r.target === "FLD-FRLN1");
    expect(onFreelancer).toMatchObject({ actorName: null, targetName: "Nimal Wickramasinghe" });
  });

  it("pages through the log, 50 rows a page", async () => {
    await database.db.insert(auditLog).values(
      Array.from({ length: 60 }, (_, i) => ({
        action: "sign-in-failed" as const,
        actorDeskId: "FLD-PAGE1",
        ip: IP,
        at: new Date(Date.UTC(2025, 0, 1, 0, i)),
      })),
    );
    const first = await tab("user=FLD-PAGE1");
    expect(first.audit?.rows).toHaveLength(50);
    expect(first.audit?.hasNext).toBe(true);
    const second = await tab("user=FLD-PAGE1&page=2");
    expect(second.audit?.rows).toHaveLength(10);
    expect(second.audit?.hasNext).toBe(false);
    expect(new Set([...(first.audit?.rows ?? []), ...(second.audit?.rows ?? [])].map((r) => r.at)).size).toBe(60);
  });

  it("exports the filtered log as CSV with ISO times in Sri Lanka time", async () => {
    const { response } = await callRoute(
      exportLoader,
      get("/dashboard/export/audit.csv?user=FLD-PAGE1&from=2025-01-01&to=2025-01-01", cookies["FLD-ADMIN"]),
      context(),
      { dataset: "audit.csv" },
    );
    const lines = (await response?.text())?.trim().split("\r\n") ?? [];
    expect(lines[0]).toBe("at,actor_desk_id,action,target_type,target_id,target,ip,detail");
    expect(lines).toHaveLength(61);
    expect(lines[1]).toBe(`2025-01-01T06:29:00+05:30,FLD-PAGE1,sign-in-failed,,,,${IP},{}`);
  });

  it("is the admin's only: another role is refused the page, and its dashboard carries no audit rows", async () => {
    for (const who of ["FLD-CLNT1", "FLD-FRLN2"]) {
      const page = await loadPortal("/dashboard/admin/audit", cookies[who], context());
      expect(page.status, who).toBe(403);
      expect(page.data, who).toBeUndefined();
      const old = await loadPortal("/dashboard?tab=audit", cookies[who], context());
      expect(old.url.pathname, who).toBe("/dashboard");
      expect(old.data.role, who).not.toBe("admin");
      expect(old.data.audit, who).toBeUndefined();
    }
  });
});

describe("the profile's sign-in history", () => {
  it("lists the user's own sign-ins and failures, newest first, and nobody else's", async () => {
    const { data } = await callRoute(devicesLoader, get("/dashboard/profile/devices", cookies["FLD-CLNT1"]), context());
    const { signIns } = data as { signIns: { events: { ok: boolean; ip: string }[]; limit: number } };
    expect(signIns.limit).toBe(20);
    expect(signIns.events.slice(0, 2)).toEqual([
      expect.objectContaining({ ok: false, ip: IP }),
      expect.objectContaining({ ok: true, ip: IP }),
    ]);
    const mine = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, ids["FLD-CLNT1"] ?? "")));
    expect(signIns.events.length).toBe(mine.filter((r) => r.action.startsWith("sign")).length);
  });
});

describe("append-only", () => {
  it("the clean-up job keeps every row, however old, and a removed user's rows stay as they were", async () => {
    const [old] = await database.db
      .insert(auditLog)
      .values({ action: "signed-in", actorId: ids["FLD-CLNT2"], actorDeskId: "FLD-CLNT2", at: new Date("2020-01-01") })
      .returning();
    const all = () => database.db.select().from(auditLog).orderBy(auditLog.id);
    const before = await all();
    await runCleanup(database.db, new Date(Date.now() + 10 * 365 * 24 * 60 * 60 * 1000));
    await database.db.delete(users).where(eq(users.flideskId, "FLD-CLNT2"));
    expect(await all()).toEqual(before);
    expect(before).toContainEqual(old);
  });
});
