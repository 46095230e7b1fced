import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsReports, contactSubmissions, outbox, projects, users } from "#db/schema";
import type { AdminActionData } from "~/features/admin/messages";
import { siteConfig } from "~/features/site/config";
import { loader as exportLoader } from "~/routes/dashboard/export";
import { action as contactAction } from "~/routes/site/home";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { adminFormPath, callPortal, loadPortal, portalPost } from "../setup/portal";
import { callRoute } from "../setup/route";
import { formRequest, testContext } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { ids, cookies } = setUpSignedInUsers(database);

const context = () => testContext(database);

/** Runs the action of the form's admin page as `who` (undefined: signed out); a refusal (redirect, 403) is the answer. */
async function post(who: string | undefined, fields: Record<string, string>) {
  const answer = await callPortal(
    portalPost(adminFormPath(fields.intent ?? ""), who ? cookies[who] : undefined, fields),
    context(),
  );
  return { status: answer.status, data: answer.data as AdminActionData, location: answer.location };
}

/** A portal page as `who`, the spec's `?tab=` addresses followed to the area's own page. */
async function get(who: string, search: string) {
  return (await loadPortal(`/dashboard${search}`, cookies[who], context())).data;
}

/** The leads the admin's Leads page lists. */
const leadsOf = (data: Awaited<ReturnType<typeof get>>) =>
  data.leads as { kind: string; name: string; status: string; id: string }[] | undefined;

const projectId = async (title: string) =>
  (await database.db.select().from(projects).where(eq(projects.title, title)))[0]?.id ?? "";
const rows = async (table: typeof users | typeof projects | typeof analyticsReports) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const everyIntent = (): Record<string, string>[] => [
  { intent: "add-user", email: "someone@example.lk", role: "admin" },
  { intent: "edit-user", userId: ids["FLD-CLNT2"] ?? "", email: "taken@example.lk" },
  { intent: "reinvite", userId: ids["FLD-CLNT2"] ?? "" },
  { intent: "create-project", title: "Sneaky", clientId: ids["FLD-CLNT1"] ?? "" },
  { intent: "assign", projectId: "00000000-0000-4000-8000-000000000000", freelancerId: "" },
  { intent: "set-status", projectId: "00000000-0000-4000-8000-000000000000", status: "completed" },
  { intent: "upload-analytics", projectId: "00000000-0000-4000-8000-000000000000" },
  { intent: "lead-status", kind: "contact", leadId: "00000000-0000-4000-8000-000000000000", status: "closed" },
];

describe("admin permissions", () => {
  it.each(["FLD-CLNT1", "FLD-CLNT2", "FLD-FRLN1", "FLD-FRLN2"])(
    "refuses every admin action to %s with 403 and writes nothing",
    async (who) => {
      const before = [await rows(users), await rows(projects), await rows(analyticsReports)];
      for (const fields of everyIntent()) {
        const answer = await post(who, fields);
        expect(answer.status, fields.intent).toBe(403);
      }
      expect([await rows(users), await rows(projects), await rows(analyticsReports)]).toEqual(before);
    },
  );

  it("sends a signed-out request to sign in, for every admin action", async () => {
    for (const fields of everyIntent()) {
      const answer = await post(undefined, fields);
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/dashboard\/auth/);
    }
  });

  it("shows a client none of the admin's data, whatever tab is asked for", async () => {
    for (const tab of ["users", "leads", "settings", "analytics", "projects"]) {
      const page = await loadPortal(`/dashboard?tab=${tab}`, cookies["FLD-CLNT1"], context());
      expect(page.url.pathname).not.toContain("/admin");
      const data = page.data;
      expect(JSON.stringify(data)).not.toContain("Lanka Surf");
      expect(JSON.stringify(data)).not.toContain("kasun@");
    }
  });
});

describe("settings", () => {
  it("states two-factor sign-in as it is: optional on the embedded database, turned on from the profile", async () => {
    const data = await get("FLD-ADMIN", "?tab=settings");
    // The facts only: the page says them in the admin's language ("Optional", "Every user can turn it on in their
    // profile. ...").
    const item = data.settings?.items.find((i: { key: string }) => i.key === "two-factor");
    expect(item).toEqual({ key: "two-factor", required: false, variable: "DATABASE_URL" });
  });
});

describe("users", () => {
  it("creates a user with a server-made desk ID, onboarded, with an invite link that is also mailed", async () => {
    const answer = await post("FLD-ADMIN", { intent: "add-user", email: " New.Client@Example.LK ", role: "client" });
    expect(answer.status).toBe(200);
    expect(answer.data.ok).toBe(true);
    const id = /^User created successfully with ID: (FLD-[A-Z0-9]{5})$/.exec(answer.data.message)?.[1];
    expect(id).toBeDefined();
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.flideskId, id ?? ""));
    expect(user).toMatchObject({ email: "new.client@example.lk", role: "client", onboarded: true, passwordHash: null });
    const link = answer.data.ok ? (answer.data.inviteUrl ?? "") : "";
    expect(link).toMatch(/^http:\/\/localhost:3000\/dashboard\/invite\/[\w-]{43}$/);
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, "new.client@example.lk"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(link);
    expect(mails[0]?.text).toContain(id);
  });

  it.each([
    [{ email: "", role: "client" }, 400, "Please fill in all required fields"],
    [{ email: "x@example.lk", role: "" }, 400, "Please fill in all required fields"],
    [{ role: "client" }, 400, "Please fill in all required fields"],
    [{ email: "not-an-email", role: "client" }, 400, "Please enter a valid email address"],
    [{ email: "x@example.lk", role: "superuser" }, 400, "Role must be client, freelancer or admin"],
    [{ email: "OWNER@ceylonteaco.demo", role: "client" }, 409, "A user with this email already exists"],
    [{ email: `${"a".repeat(300)}@example.lk`, role: "client" }, 400, "Email must be at most 254 characters"],
  ])("refuses %j with %i and a clear message, writing nothing", async (fields, status, message) => {
    const before = await rows(users);
    const answer = await post("FLD-ADMIN", { intent: "add-user", ...fields });
    expect(answer.status).toBe(status);
    expect(answer.data).toMatchObject({ ok: false, message });
    expect(await rows(users)).toBe(before);
  });

  it("edits the email only, refusing an empty or taken one", async () => {
    const userId = ids["FLD-FRLN2"] ?? "";
    expect((await post("FLD-ADMIN", { intent: "edit-user", userId, email: " " })).data.message).toBe(
      "Please fill in the email address",
    );
    const taken = await post("FLD-ADMIN", { intent: "edit-user", userId, email: "admin@demo.flidigital.lk" });
    expect(taken.status).toBe(409);
    const ok = await post("FLD-ADMIN", { intent: "edit-user", userId, email: "ayesha@new.lk", role: "admin" });
    expect(ok.data).toMatchObject({ ok: true, message: "User updated successfully" });
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ email: "ayesha@new.lk", role: "freelancer", flideskId: "FLD-FRLN2" });
  });

  it("issues a new invite only to a user who has no password yet", async () => {
    const withPassword = await post("FLD-ADMIN", { intent: "reinvite", userId: ids["FLD-CLNT1"] ?? "" });
    expect(withPassword.status).toBe(409);
  });
});

describe("projects", () => {
  it("creates a project: in_progress with a freelancer, pending without, always at 0%", async () => {
    const withFreelancer = await post("FLD-ADMIN", {
      intent: "create-project",
      title: "Kandy Spices Webshop",
      description: "Online orders",
      clientId: ids["FLD-CLNT1"] ?? "",
      freelancerId: ids["FLD-FRLN1"] ?? "",
      deadline: "2027-02-01",
    });
    expect(withFreelancer.data).toMatchObject({ ok: true, message: "Project created successfully" });
    const without = await post("FLD-ADMIN", {
      intent: "create-project",
      title: "Logo",
      clientId: ids["FLD-CLNT2"] ?? "",
    });
    expect(without.status).toBe(200);
    const [a] = await database.db.select().from(projects).where(eq(projects.title, "Kandy Spices Webshop"));
    const [b] = await database.db.select().from(projects).where(eq(projects.title, "Logo"));
    expect(a).toMatchObject({
      status: "in_progress",
      progress: 0,
      deadline: "2027-02-01",
      assignedFreelancerId: ids["FLD-FRLN1"],
    });
    expect(b).toMatchObject({ status: "pending", progress: 0, deadline: null, assignedFreelancerId: null });
  });

  it.each([
    [{ clientId: "CLNT1" }, 400, "Please fill in all required fields"],
    [{ title: "X" }, 400, "Please fill in all required fields"],
    [{ title: "X", clientId: "FLD-FRLN1" }, 400, "Failed to create project: the client does not exist"],
    [
      { title: "X", clientId: "FLD-CLNT1", freelancerId: "FLD-CLNT2" },
      400,
      "Failed to create project: the freelancer does not exist",
    ],
    [{ title: "X", clientId: "FLD-CLNT1", deadline: "next week" }, 400, "Deadline must be a date (YYYY-MM-DD)"],
  ])("refuses %j with a message and writes nothing", async (fields, status, message) => {
    const resolved = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, ids[v] ?? v]));
    const before = await rows(projects);
    const answer = await post("FLD-ADMIN", { intent: "create-project", ...resolved });
    expect(answer.status).toBe(status);
    expect(answer.data).toMatchObject({ ok: false, message });
    expect(await rows(projects)).toBe(before);
  });

  it("assigns (in_progress) and unassigns (pending); the status control stamps completed_at", async () => {
    const id = await projectId("Lanka Surf Retreats Booking Site");
    const assigned = await post("FLD-ADMIN", { intent: "assign", projectId: id, freelancerId: ids["FLD-FRLN2"] ?? "" });
    expect(assigned.data.message).toBe("Project assignment updated");
    let [row] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ status: "in_progress", assignedFreelancerId: ids["FLD-FRLN2"] });
    await post("FLD-ADMIN", { intent: "assign", projectId: id, freelancerId: "" });
    [row] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ status: "pending", assignedFreelancerId: null });
    expect(
      (await post("FLD-ADMIN", { intent: "assign", projectId: id, freelancerId: ids["FLD-CLNT1"] ?? "" })).status,
    ).toBe(400);

    // Only started work can be completed (docs/decisions/0017-project-state-machine.md).
    expect((await post("FLD-ADMIN", { intent: "set-status", projectId: id, status: "completed" })).status).toBe(409);
    await post("FLD-ADMIN", { intent: "assign", projectId: id, freelancerId: ids["FLD-FRLN2"] ?? "" });
    await post("FLD-ADMIN", { intent: "set-status", projectId: id, status: "completed", override: "on" });
    [row] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ status: "completed", progress: 100 });
    expect(row?.completedAt).toBeInstanceOf(Date);
    await post("FLD-ADMIN", { intent: "set-status", projectId: id, status: "testing" });
    [row] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ status: "testing", completedAt: null, assignedFreelancerId: ids["FLD-FRLN2"] });
    expect((await post("FLD-ADMIN", { intent: "set-status", projectId: id, status: "archived" })).status).toBe(400);
  });
});

describe("analytics upload", () => {
  it("stores a report that the project's client then gets on the Analytics tab", async () => {
    const id = await projectId("Ceylon Tea Co. Brand Identity Refresh");
    const answer = await post("FLD-ADMIN", {
      intent: "upload-analytics",
      projectId: id,
      pageViews: "4321",
      uniqueVisitors: "1200",
      bounceRate: "41.5",
      avgSessionDuration: "2.34",
      topPages: " /, /shop ,, /blog ",
      notes: "November",
    });
    expect(answer.data).toMatchObject({ ok: true, message: "Analytics data uploaded successfully" });
    const [report] = await database.db.select().from(analyticsReports).where(eq(analyticsReports.pageViews, 4321));
    expect(report).toMatchObject({
      uniqueVisitors: 1200,
      bounceRate: 41.5,
      avgSessionDuration: 2.3,
      topPages: ["/", "/shop", "/blog"],
    });
    const client = await get("FLD-CLNT1", "?tab=analytics");
    expect(client.reports.some((r: { pageViews: number }) => r.pageViews === 4321)).toBe(true);
    const other = await get("FLD-CLNT2", "?tab=analytics");
    expect(JSON.stringify(other)).not.toContain("4321");
  });

  it.each([
    [{ bounceRate: "150" }, "Bounce rate must be a number from 0 to 100"],
    [{ pageViews: "-1" }, "Page views must be a number from 0 to 1,000,000,000"],
    [{ pageViews: "12.5" }, "Page views must be a whole number"],
    [{ uniqueVisitors: "lots" }, "Unique visitors must be a number from 0 to 1,000,000,000"],
    [{ projectId: "" }, "Please choose a project"],
  ])("refuses %j and stores nothing", async (fields, message) => {
    const id = await projectId("Ceylon Tea Co. Brand Identity Refresh");
    const before = await rows(analyticsReports);
    const answer = await post("FLD-ADMIN", { intent: "upload-analytics", projectId: id, ...fields });
    expect(answer.status).toBe(400);
    expect(answer.data.message).toBe(message);
    expect(await rows(analyticsReports)).toBe(before);
  });
});

describe("leads inbox", () => {
  it("lists leads newest first, finds them by text and status, and changes their status", async () => {
    const [lead] = await database.db
      .insert(contactSubmissions)
      .values({ firstName: "Nuwan", lastName: "Silva", email: "nuwan@100%real.lk", message: "Need a logo" })
      .returning();
    let data = await get("FLD-ADMIN", "?tab=leads");
    expect(leadsOf(data)?.[0]).toMatchObject({ kind: "contact", name: "Nuwan Silva", status: "new" });
    expect(leadsOf(data)?.map((l) => l.name)).toContain("Dilani Fernando (Galle Fort Boutique Hotel)");
    // A quote's fields come apart, as stored: the page names the services and labels the rest in the admin's language.
    expect(leadsOf(data)?.find((l) => l.kind === "quote")).toMatchObject({
      services: ["seo", "web"],
      budget: "$1500 - $5000",
      timeline: "1-2 months",
      phone: null,
    });

    data = await get("FLD-ADMIN", "?tab=leads&q=galle");
    expect(leadsOf(data)?.map((l) => l.kind)).toEqual(["quote"]);
    // % is a literal character in a search, not a wildcard.
    data = await get("FLD-ADMIN", `?tab=leads&q=${encodeURIComponent("100%")}`);
    expect(leadsOf(data)?.map((l) => l.name)).toEqual(["Nuwan Silva"]);

    const changed = await post("FLD-ADMIN", {
      intent: "lead-status",
      kind: "contact",
      leadId: lead?.id ?? "",
      status: "contacted",
    });
    expect(changed.data.message).toBe("Lead status updated");
    data = await get("FLD-ADMIN", "?tab=leads&status=contacted");
    expect(
      leadsOf(data)
        ?.map((l) => l.name)
        .sort(),
    ).toEqual(["Dilani Fernando (Galle Fort Boutique Hotel)", "Nuwan Silva"]);

    expect(
      (await post("FLD-ADMIN", { intent: "lead-status", kind: "contact", leadId: lead?.id ?? "", status: "won" }))
        .status,
    ).toBe(400);
    expect(
      (await post("FLD-ADMIN", { intent: "lead-status", kind: "quote", leadId: lead?.id ?? "", status: "closed" }))
        .status,
    ).toBe(404);
  });
});

describe("the admin's answers in the language of the admin's profile (decision 49)", () => {
  it("refuses and confirms in Sinhala for a Sinhala profile, in English again without one", async () => {
    const [lead] = await database.db
      .insert(contactSubmissions)
      .values({ firstName: "Ruwan", lastName: "Dias", email: "ruwan@dias.lk", message: "A logo, please" })
      .returning();
    const leadId = lead?.id ?? "";
    await database.db.update(users).set({ locale: "si" }).where(eq(users.flideskId, "FLD-ADMIN"));
    try {
      const missing = await post("FLD-ADMIN", { intent: "lead-status", kind: "quote", leadId, status: "closed" });
      expect(missing).toMatchObject({ status: 404, data: { ok: false, message: "විමසීම හමු නොවීය" } });
      const bad = await post("FLD-ADMIN", { intent: "add-user", email: "not-an-address", role: "client" });
      expect(bad.data.message).toBe("කරුණාකර වලංගු ඊමේල් ලිපිනයක් ඇතුළත් කරන්න");
      const changed = await post("FLD-ADMIN", { intent: "lead-status", kind: "contact", leadId, status: "closed" });
      expect(changed.data).toMatchObject({ ok: true, message: "විමසීමේ තත්ත්වය යාවත්කාලීන කළා" });
    } finally {
      await database.db.update(users).set({ locale: null }).where(eq(users.flideskId, "FLD-ADMIN"));
    }
    const english = await post("FLD-ADMIN", { intent: "lead-status", kind: "contact", leadId, status: "new" });
    expect(english.data.message).toBe("Lead status updated");
  });
});

describe("CSV export", () => {
  const exportAs = async (who: string | undefined, dataset: string) => {
    const request = new Request(`http://localhost:3000/dashboard/export/${dataset}`, {
      headers: who ? { Cookie: cookies[who] ?? "" } : {},
    });
    try {
      return (await callRoute(exportLoader, request, context(), { dataset })).response as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };

  it("downloads projects, users and leads as CSV, with formulas defused", async () => {
    await database.db
      .insert(contactSubmissions)
      .values({ firstName: "=HYPERLINK(1)", lastName: "Doe", email: "j@d.lk", message: 'Said "hi", then left' });
    for (const [dataset, header, expected] of [
      ["projects.csv", "title,description,client,freelancer,status", "Ceylon Tea Co. Website Redesign"],
      ["users.csv", "flidesk_id,email,role", "FLD-ADMIN,admin@demo.flidigital.lk,admin"],
      ["leads.csv", "type,name,email", `contact,'=HYPERLINK(1) Doe,j@d.lk,,"Said ""hi"", then left"`],
    ] as const) {
      const res = await exportAs("FLD-ADMIN", dataset);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toMatch(
        /^attachment; filename="fli-desk-\w+-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const body = await res.text();
      expect(body.startsWith(header)).toBe(true);
      expect(body).toContain(expected);
    }
  });

  it("is for admins only, and knows only its three data sets", async () => {
    expect((await exportAs("FLD-CLNT1", "users.csv")).status).toBe(403);
    expect((await exportAs("FLD-FRLN1", "leads.csv")).status).toBe(403);
    const signedOut = await exportAs(undefined, "users.csv");
    expect(signedOut.status).toBe(302);
    expect((await exportAs("FLD-ADMIN", "sessions.csv")).status).toBe(404);
  });
});

describe("lead notification", () => {
  it("mails the agency address from the site config when a contact message arrives", async () => {
    const result = await callRoute(
      contactAction,
      formRequest("/", {
        intent: "contact",
        firstName: "Ruwani",
        lastName: "Jay",
        email: "ruwani@example.lk",
        message: "Please call me about SEO.",
      }),
      context(),
    );
    expect(result.status).toBe(200);
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, siteConfig.email));
    expect(
      mails.some(
        (m) => m.subject === "New contact message from Ruwani Jay" && m.text.includes("Please call me about SEO."),
      ),
    ).toBe(true);
  });
});
