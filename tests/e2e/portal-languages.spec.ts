import { eq } from "drizzle-orm";
import { projects, ticketMessages, tickets, users } from "#db/schema";
import { monthOf } from "~/features/calendar/colombo-time";
import { makeReviewLink } from "~/features/calendar/review/links.server";
import type { Locale } from "~/lib/locale";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, layOut, signIn, test } from "./fixtures";
import { contentWords, englishLeft, stickingOut, widerThanWindow } from "./languages";

// The portal in Sinhala and Tamil (decision 49): each role's areas in the language of the person's profile, at a
// phone's and a desktop's width, axe and overflow clean, and no English left on any of them. The
// console guard of the fixtures fails any page that logs an error (a hydration mismatch among them).

// biome-ignore format: an area per line, so the parts of the portal add theirs without touching each other's
const AREAS: Record<"client" | "freelancer" | "admin", { user: string; paths: string[] }> = {
  client: { user: "FLD-CLNT1", paths: [
    "/dashboard",
    "/dashboard/profile/security",
    "/dashboard/profile/notifications",
    "/dashboard/profile/devices",
    "/dashboard/notifications",
    "/dashboard/analytics",
    "/dashboard/insights",
    "/dashboard/projects/{Ceylon Tea Co. SEO Accelerate Campaign}/analytics",
    "/dashboard/projects",
    "/dashboard/timeline",
    "/dashboard/billing",
    "/dashboard/projects/{Ceylon Tea Co. Website Redesign}",
    "/dashboard/support",
    "/dashboard/calendar",
    "/dashboard/profile",
  ] },
  freelancer: { user: "FLD-FRLN1", paths: [
    "/dashboard",
    "/dashboard/profile/security",
    "/dashboard/profile/notifications",
    "/dashboard/profile/devices",
    "/dashboard/notifications",
    "/dashboard/calendar",
    "/dashboard/profile",
  ] },
  admin: { user: "FLD-ADMIN", paths: [
    "/dashboard",
    "/dashboard/profile/security",
    "/dashboard/profile/notifications",
    "/dashboard/profile/devices",
    "/dashboard/notifications",
    "/dashboard/admin/reports",
    "/dashboard/projects/{Lanka Surf Retreats Local SEO}",
    "/dashboard/projects/{Lanka Surf Retreats Local SEO}/analytics",
    "/dashboard/projects/{Lanka Surf Retreats Local SEO}/keywords",
    "/dashboard/projects/{Lanka Surf Retreats Local SEO}/google",
    "/dashboard/projects/{Lanka Surf Retreats Local SEO}/meta",
    "/dashboard/admin/billing",
    "/dashboard/admin/users",
    "/dashboard/admin/projects",
    "/dashboard/admin/leads",
    "/dashboard/admin/tickets",
    "/dashboard/admin/tickets/{ticket:The invoice for October}",
    "/dashboard/admin/audit",
    "/dashboard/admin/analytics",
    "/dashboard/admin/settings",
    "/dashboard/calendar",
    "/dashboard/profile",
  ] },
};

// Each page is loaded once at a phone's width and laid out again at a smaller phone's and a desktop's: the layout
// follows the width through CSS alone, and a load costs a busy machine seconds where a resize costs little. Every
// width is read in full.
for (const locale of ["si", "ta"] as const) {
  for (const [role, { user, paths }] of Object.entries(AREAS)) {
    test(`the ${role}'s portal in ${locale} at 360, 390 and 1280 px: its language, axe, nothing wider than the screen`, async ({
      page,
      app,
    }) => {
      test.setTimeout(300_000);
      await speaks(app.db, user, locale);
      // The demo data has no ticket: the admin's Tickets read one, so the walk reads its rows and its thread.
      const ticket = role === "admin" ? await fileTicket(app.db, "FLD-CLNT1", "The invoice for October") : null;
      await page.setViewportSize({ width: 390, height: 800 });
      await signIn(page, user);
      // Signed in once the form has answered: a navigation before that would cut the sign-in short.
      await expect(page).toHaveURL(/\/dashboard$/);
      const content = await contentWords(app.db);
      const wide: string[] = [];
      for (const path of paths) {
        await layOut(page, 390);
        await page.goto(await address(app.db, path));
        await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        for (const width of [360, 390, 1280]) {
          await layOut(page, width);
          await expectNoAxeViolations(page);
          if (await widerThanWindow(page)) wide.push(`${path} at ${width} px`);
          if (width === 360) expect(await stickingOut(page), `${path} at 360 px`).toEqual([]);
          expect(await englishLeft(page, content), `${path} at ${width} px`).toEqual([]);
        }
      }
      expect(wide).toEqual([]);
      await speaks(app.db, user, null);
      if (ticket) await app.db.delete(tickets).where(eq(tickets.id, ticket));
    });
  }
}

test("the sidebar speaks the profile's language, and English again once the profile says so", async ({ page, app }) => {
  await speaks(app.db, "FLD-CLNT1", "ta");
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, "FLD-CLNT1");
  await hydrated(page);
  const sidebar = page.getByRole("complementary", { name: "பக்கப்பட்டி" });
  await expect(sidebar.getByRole("link", { name: "திட்டங்கள்" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "உள்ளடக்க நாட்காட்டி" })).toBeVisible();
  // Client-side navigation inside the portal keeps the language.
  await sidebar.getByRole("link", { name: "திட்டங்கள்" }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await speaks(app.db, "FLD-CLNT1", null);
  await page.goto("/dashboard");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Projects" }),
  ).toBeVisible();
});

test("a page of the portal loads only its language's texts", async ({ page, app }) => {
  await speaks(app.db, "FLD-CLNT1", "si");
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    // The sign-in page (a portal page too, in the cookie's language) is left before all its scripts are read.
    if (response.url().endsWith(".js")) scripts.push(response.text().catch(() => ""));
  });
  await signIn(page, "FLD-CLNT1");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await hydrated(page);
  const loaded = (await Promise.all(scripts)).join("\n");
  expect(loaded).toContain("අන්තර්ගත දින දර්ශනය");
  expect(loaded).not.toContain("உள்ளடக்க நாட்காட்டி");
  await speaks(app.db, "FLD-CLNT1", null);
});

test("the sign-in page speaks the last public page's language, and refuses a wrong password in it", async ({
  page,
  app,
}) => {
  const content = await contentWords(app.db);
  await page.context().addCookies([{ name: "site_locale", value: "si", url: app.url }]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/dashboard/auth");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "si");
    await expect(page.getByRole("heading", { name: "Fli DESK වෙත පුරනය වන්න" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await widerThanWindow(page)).toBe(false);
    expect(await englishLeft(page, content)).toEqual([]);
  }
  await page.getByLabel("Fli DESK හැඳුනුම් අංකය").fill("FLD-CLNT1");
  await page.getByLabel("මුරපදය").fill("not-the-password");
  await page.getByRole("button", { name: "පුවරුවට පිවිසෙන්න" }).click();
  await expect(page.getByText("Fli DESK හැඳුනුම් අංකය හෝ මුරපදය වැරදියි").first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "si");
});

test("a review link, opened without signing in, speaks its client's language at 360, 390 and 1280 px", async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  const [client] = await app.db.select().from(users).where(eq(users.flideskId, "FLD-CLNT1"));
  if (!client) throw new Error("no demo client");
  const content = await contentWords(app.db);
  for (const locale of ["si", "ta"] as const) {
    await speaks(app.db, "FLD-CLNT1", locale);
    const by = { userId: client.id, flideskId: client.flideskId, ip: null };
    const { path } = await makeReviewLink(app.db, {
      clientId: client.id,
      month: monthOf(new Date()),
      by,
      via: "share",
    });
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    for (const width of [360, 390, 1280]) {
      await layOut(page, width);
      await expectNoAxeViolations(page);
      expect(await widerThanWindow(page), `${locale} at ${width} px`).toBe(false);
      expect(await englishLeft(page, content), `${locale} at ${width} px`).toEqual([]);
    }
  }
  await speaks(app.db, "FLD-CLNT1", null);
});

/**
 * A path as the browser opens it: `{<project title>}` is that demo project's id (the ids are made by the seed),
 * `{ticket:<subject>}` that ticket's.
 */
async function address(db: import("~/lib/db.server").Db, path: string) {
  const title = /\{([^}]+)\}/.exec(path)?.[1];
  if (!title) return path;
  if (title.startsWith("ticket:")) {
    const [ticket] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.subject, title.slice(7)));
    if (!ticket) throw new Error(`no ticket "${title}"`);
    return path.replace(`{${title}}`, ticket.id);
  }
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.title, title));
  if (!project) throw new Error(`no demo project "${title}"`);
  return path.replace(`{${title}}`, project.id);
}

/** A ticket a client filed, with its first message, in English as the client wrote it; its id. */
async function fileTicket(db: import("~/lib/db.server").Db, flideskId: string, subject: string) {
  const [client] = await db.select().from(users).where(eq(users.flideskId, flideskId));
  if (!client) throw new Error(`no user ${flideskId}`);
  const [ticket] = await db
    .insert(tickets)
    .values({
      subject,
      priority: "high",
      clientId: client.id,
      name: client.displayName ?? flideskId,
      email: client.email,
    })
    .returning({ id: tickets.id });
  if (!ticket) throw new Error("no ticket filed");
  await db.insert(ticketMessages).values({ ticketId: ticket.id, authorId: client.id, body: "Please send it again." });
  return ticket.id;
}

/** Sets the language a person chose in their profile (null: not chosen). */
async function speaks(db: import("~/lib/db.server").Db, flideskId: string, locale: Locale | null) {
  await db.update(users).set({ locale }).where(eq(users.flideskId, flideskId));
}
