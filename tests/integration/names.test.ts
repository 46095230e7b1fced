// How people are named across the portal (docs/product.md, "How people are shown"): one SQL expression,
// `personName`, on both databases, and the portal's loaders that show people through it.
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { checkoutSessions, projects, users } from "#db/schema";
import { personName, personNameOrNull } from "~/features/accounts/index.server";
import { loader as layoutLoader } from "~/routes/dashboard/layout";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, loadPortal, portalPost } from "../setup/portal";
import { callRoute } from "../setup/route";
import { testContext } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { cookies } = setUpSignedInUsers(database);

let serial = 0;
async function person(role: "client" | "freelancer", displayName: string | null) {
  serial += 1;
  const [made] = await database.db
    .insert(users)
    .values({ flideskId: `FLD-NAME${serial}`, email: `name${serial}@example.lk`, role, displayName })
    .returning();
  if (!made) throw new Error("no user");
  return made;
}

/** A paid checkout of `userId` under `businessName`, `minutesAgo` minutes old. */
async function checkout(userId: string, businessName: string, minutesAgo: number) {
  serial += 1;
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await database.db.insert(checkoutSessions).values({
    orderId: `NAME-${serial}`,
    email: `order${serial}@example.lk`,
    businessName,
    planName: "Growth",
    planId: "sm_growth_monthly",
    amount: "50000.00",
    currency: "LKR",
    phone: "+94770000000",
    service: "Social Media",
    planConfig: {},
    wizardData: {},
    passwordHash: "x",
    status: "paid",
    userId,
    expiresAt: at,
    createdAt: at,
  });
}

const nameOf = async (id: string) =>
  (
    await database.db
      .select({ name: personName(users) })
      .from(users)
      .where(eq(users.id, id))
  )[0]?.name;

/** The portal layout's data as `who`, or a portal page's (its layouts' and its own loaders' data, merged). */
// biome-ignore lint/suspicious/noExplicitAny: the data is read by shape, as each role sees it
async function as(who: string, page: "layout" | `/dashboard${string}`): Promise<any> {
  const context = testContext(database);
  if (page !== "layout") return (await loadPortal(page, cookies[who], context)).data;
  const request = new Request("http://localhost:3000/dashboard", { headers: { Cookie: cookies[who] ?? "" } });
  return (await callRoute(layoutLoader, request, context)).data;
}

describe("personName", () => {
  it("takes the display name first, trimmed, even over a client's business name", async () => {
    const client = await person("client", "  Dilshan Fonseka ");
    await checkout(client.id, "Galle Bakers", 5);
    expect(await nameOf(client.id)).toBe("Dilshan Fonseka");
  });

  it("names a client with no name by the business name of their latest checkout that has one", async () => {
    const client = await person("client", "   ");
    await checkout(client.id, "Old Name Ltd", 60);
    await checkout(client.id, "Kandy Spice House", 30);
    await checkout(client.id, "  ", 1);
    expect(await nameOf(client.id)).toBe("Kandy Spice House");
  });

  it("falls back to the desk ID: a client without a checkout, and anyone but a client", async () => {
    const client = await person("client", null);
    expect(await nameOf(client.id)).toBe(client.flideskId);
    const freelancer = await person("freelancer", "");
    await checkout(freelancer.id, "Not Their Business", 1);
    expect(await nameOf(freelancer.id)).toBe(freelancer.flideskId);
  });

  it("is null for nobody in a left join, and the name for somebody", async () => {
    const freelancer = alias(users, "freelancer");
    const rows = await database.db
      .select({ title: projects.title, name: personNameOrNull(freelancer) })
      .from(projects)
      .leftJoin(freelancer, eq(freelancer.id, projects.assignedFreelancerId));
    const byTitle = new Map(rows.map((r) => [r.title, r.name]));
    expect(byTitle.get("Ceylon Tea Co. Website Redesign")).toBe("Nimal Wickramasinghe");
    expect([...byTitle.values()]).toContain(null);
  });
});

describe("the portal shows people by name", () => {
  it("gives the header the client's name, and the demo client's is Dilani Perera", async () => {
    const data = await as("FLD-CLNT1", "layout");
    expect(data.user).toEqual({ flideskId: "FLD-CLNT1", role: "client", name: "Dilani Perera" });
  });

  it("names the freelancer on a client's project cards and the author of each update", async () => {
    const data = await as("FLD-CLNT1", "/dashboard/projects");
    const site = data.projects.find((p: { title: string }) => p.title === "Ceylon Tea Co. Website Redesign");
    expect(site.freelancerName).toBe("Nimal Wickramasinghe");
    expect(data.updates.length).toBeGreaterThan(0);
    for (const update of data.updates) expect(update.authorName).not.toMatch(/^FLD-/);
  });

  it("names the client on the admin's projects, and the users list keeps the desk ID beside the name", async () => {
    const projectsPage = await as("FLD-ADMIN", "/dashboard/admin/projects");
    const site = projectsPage.projects.find((p: { title: string }) => p.title === "Ceylon Tea Co. Website Redesign");
    expect(site.clientName).toBe("Dilani Perera");
    const usersPage = await as("FLD-ADMIN", "/dashboard/admin/users");
    const clnt2 = usersPage.users.find((u: { flideskId: string }) => u.flideskId === "FLD-CLNT2");
    expect(clnt2.name).toBe("Ruwan Fernando");
  });

  it("names the client of a ticket by name, not 'FLD-CLNT1 (FLD-CLNT1)', in the admin's list and the thread", async () => {
    const fields = { intent: "ticket-open", subject: "Invoice address", message: "Please add our VAT number." };
    const opened = await callPortal(
      portalPost("/dashboard/support", cookies["FLD-CLNT1"], fields),
      testContext(database),
    );
    const id = /^\/dashboard\/support\/([0-9a-f-]{36})$/.exec(opened.location ?? "")?.[1];
    expect(id).toBeTruthy();
    const list = await as("FLD-ADMIN", "/dashboard/admin/tickets");
    const row = list.tickets.tickets.find((t: { id: string }) => t.id === id);
    expect(row).toMatchObject({ name: "Dilani Perera", clientName: "Dilani Perera" });
    const thread = (await as("FLD-ADMIN", `/dashboard/admin/tickets/${id}`)).thread;
    expect(thread.messages.map((m: { authorName: string }) => m.authorName)).toEqual(["Dilani Perera"]);
  });
});
