import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import type { Locale } from "~/lib/locale";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";
import { contentWords, englishLeft, widerThanWindow } from "./languages";

// The portal in Sinhala and Tamil (decision 49): each role's areas in the language of the person's profile, at a
// phone's and a desktop's width, axe and overflow clean, and no English left on the areas already translated. The
// console guard of the fixtures fails any page that logs an error (a hydration mismatch among them).

// biome-ignore format: an area per line, so the parts of the portal add theirs without touching each other's
const AREAS: Record<"client" | "freelancer" | "admin", { user: string; paths: string[] }> = {
  client: { user: "FLD-CLNT1", paths: [
    "/dashboard",
    "/dashboard/calendar",
  ] },
  freelancer: { user: "FLD-FRLN1", paths: [
    "/dashboard",
    "/dashboard/calendar",
  ] },
  admin: { user: "FLD-ADMIN", paths: [
    "/dashboard",
    "/dashboard/calendar",
  ] },
};

// The areas whose every text is translated (content people wrote aside). One path per line.
// biome-ignore format: a line per area, so the parts of the portal add theirs without touching each other's
const TRANSLATED: string[] = [
];

for (const width of [390, 1280]) {
  for (const locale of ["si", "ta"] as const) {
    for (const [role, { user, paths }] of Object.entries(AREAS)) {
      test(`the ${role}'s portal in ${locale} at ${width} px: its language, axe, nothing wider than the screen`, async ({
        page,
        app,
      }) => {
        test.setTimeout(300_000);
        await speaks(app.db, user, locale);
        await page.setViewportSize({ width, height: 800 });
        await signIn(page, user);
        await expect(page).toHaveURL(/\/dashboard/);
        const content = await contentWords(app.db);
        const wide: string[] = [];
        for (const path of paths) {
          await page.goto(path);
          await hydrated(page);
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          await expectNoAxeViolations(page);
          if (await widerThanWindow(page)) wide.push(path);
          if (TRANSLATED.includes(path)) expect(await englishLeft(page, content), path).toEqual([]);
        }
        expect(wide).toEqual([]);
        await speaks(app.db, user, null);
      });
    }
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
    if (response.url().endsWith(".js")) scripts.push(response.text());
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

/** Sets the language a person chose in their profile (null: not chosen). */
async function speaks(db: import("~/lib/db.server").Db, flideskId: string, locale: Locale | null) {
  await db.update(users).set({ locale }).where(eq(users.flideskId, flideskId));
}
