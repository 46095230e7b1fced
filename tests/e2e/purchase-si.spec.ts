import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { eventually, mailText } from "../setup/smtp";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { englishInMail, englishLeft, widerThanWindow } from "./languages";

// The purchase path in Sinhala (decision 50): a database of its own, and the mail server the outbox sends through.
test.use({ dbTag: "purchase-si", withMail: true });

const PASSWORD = "Ocean#Waves2025";
// What the buyer types is content, shown as written; the eyebrow writes the plan's name in capitals, and SaaS (of the
// industry "Software & SaaS") is written so in every language, like SEO.
const KEPT = ["LAUNCH", "GROWTH", "SaaS"];
const TYPED = new Set(["Ella", "Tea", "Rooms", "Ruvini", "Silva", ...KEPT]);

/** The page speaks Sinhala: `<html lang>`, no English left but brands and what the buyer typed, and axe clean. */
async function expectSinhala(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "si");
  expect(await englishLeft(page, TYPED, "main")).toEqual([]);
  await expectNoAxeViolations(page);
}

test("@db buy a plan in Sinhala", async ({ page, app, mailbox }) => {
  test.setTimeout(180_000);
  const email = `si-buyer-${Date.now()}@example.lk`;

  // Pricing in Sinhala leads to the wizard in Sinhala.
  await page.goto("/si/pricing");
  await hydrated(page);
  await page.locator('a[href="/si/onboarding?plan=Launch"]').click();
  await expect(page).toHaveURL(/\/si\/onboarding\?plan=Launch$/);
  await expect(page.getByRole("heading", { name: "ව්‍යාපාර තොරතුරු" })).toBeVisible();
  await expectSinhala(page);

  // Step 1: the rules answer in Sinhala.
  await page.getByRole("button", { name: "ඊළඟ" }).click();
  await expect(page.getByText("ව්‍යාපාරයේ නම අවශ්‍යයි")).toBeVisible();
  await expect(page.getByText("කරුණාකර ඔබේ කර්මාන්තය තෝරන්න").first()).toBeVisible();
  await expectSinhala(page);
  await page.getByLabel("ව්‍යාපාරයේ නම").fill("Ella Tea Rooms");
  await page.getByLabel("කර්මාන්තය").selectOption("Restaurants & Cafes");
  await page.getByRole("button", { name: "ඊළඟ" }).click();

  await expect(page.getByRole("heading", { name: "අලෙවිකරණ ඉලක්ක" })).toBeVisible();
  await expectSinhala(page);
  await page.getByLabel("නිෂ්පාදන විකුණුම්").check();
  await page.getByRole("button", { name: "ඊළඟ" }).click();

  await expect(page.getByRole("heading", { name: "වේදිකා තේරීම්" })).toBeVisible();
  await expectSinhala(page);
  await page.getByLabel("Instagram").check();
  await page.getByRole("button", { name: "ඊළඟ" }).click();

  await expect(page.getByRole("heading", { name: "ඔබ අප ගැන දැනගත්තේ කෙසේද?" })).toBeVisible();
  await expectSinhala(page);
  await page.getByLabel("Google සෙවුම").check();
  await page.getByRole("button", { name: "ඊළඟ" }).click();

  await expect(page.getByRole("heading", { name: "ගිණුම් හිමිකරුගේ විස්තර" })).toBeVisible();
  await page.getByLabel("සම්පූර්ණ නම").fill("Ruvini Silva");
  await page.getByLabel("කාර්යාල ඊමේල්").fill(email);
  await page.getByLabel("දුරකථන අංකය").fill("712345678");
  await page.getByLabel("මුරපදය *").fill("short");
  await page.getByRole("button", { name: "ඊළඟ" }).click();
  await expect(page.getByText("මුරපදයේ අවම වශයෙන් අකුරු 8ක් තිබිය යුතුයි")).toBeVisible();
  await page.getByLabel("මුරපදය *").fill(PASSWORD);
  await expectSinhala(page);
  await page.getByRole("button", { name: "ඊළඟ" }).click();

  await expect(page.getByRole("heading", { name: "සමාලෝචනය සහ ගෙවීම" })).toBeVisible();
  await expectSinhala(page);
  await page.getByRole("link", { name: "ගෙවීමට යන්න" }).click();

  // Checkout in Sinhala: the summary, the fields, and the refusal of a missing agreement.
  await expect(page).toHaveURL(/\/si\/checkout\?plan=Launch&/);
  await expect(page.getByText("ඇණවුම් සාරාංශය")).toBeVisible();
  await expectSinhala(page);
  await page.getByRole("button", { name: /ගෙවන්න$/ }).click();
  await expect(page.getByText("ඔබ නියම සහ කොන්දේසිවලට එකඟ විය යුතුයි")).toBeVisible();
  await page.getByLabel(/මම එකඟ වෙමි/).check();
  await page.getByRole("button", { name: /ගෙවන්න$/ }).click();

  // The sandbox gateway (the gateway's own page), then back to the payment page in Sinhala.
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay$/);
  await page.getByLabel("Card number").fill("4916217501611292");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/si\/payment-success\?order_id=FLD-ORD-/);
  await expect(page.getByRole("heading", { name: "ගෙවීම සාර්ථකයි!" })).toBeVisible();
  // Read before the countdown (5 s) moves on to the sign-in.
  const deskId = (await page.getByTestId("desk-id").textContent())?.trim() ?? "";
  expect(deskId).toMatch(/^FLD-[A-Z0-9]{5}$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "si");
  expect(await englishLeft(page, TYPED, "main")).toEqual([]);

  // The account speaks Sinhala, and so does its welcome mail.
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  expect(user?.locale).toBe("si");
  const mail = await eventually(() =>
    mailbox.received.find((m) => m.to.includes(email) && mailText(m).includes(deskId)),
  );
  const text = mailText(mail);
  expect(text).toContain("ඔබේ ගෙවීමට ස්තූතියි. ඔබේ Fli DESK ගිණුම සූදානම්.");
  expect(text).not.toContain("Thank you for your payment");
  expect(englishInMail(text)).toEqual([]);
});

// The purchase pages in both languages, at a phone's and a desktop's width: language, axe, overflow, console.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  for (const lang of ["si", "ta"] as const) {
    test(`the purchase pages in ${lang} at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      for (const path of [
        `/${lang}/onboarding?plan=Growth`,
        `/${lang}/checkout?plan=Growth&service=Social+Media&email=a%40example.lk&businessName=Ella`,
        `/${lang}/flidesk-demo`,
        `/${lang}/onboarding/resume/not-a-token`,
      ]) {
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("main h1").first()).toBeVisible();
        expect(await widerThanWindow(page), path).toBe(false);
        expect(await englishLeft(page, new Set(["Ella", ...KEPT]), "main"), path).toEqual([]);
        await expectNoAxeViolations(page);
      }
      expect(errors.filter((error) => !/status of 410/.test(error))).toEqual([]);
    });
  }
}

// Every step of the wizard at a small phone's width, restored from the answers the browser keeps: nothing wider
// than the screen, and Back and Next (on the last step, the way to checkout) inside the wizard's card.
const ANSWERS = {
  businessInfo: { businessName: "Ella Tea Rooms", industry: "Restaurants & Cafes", website: "" },
  marketingGoals: ["Product Sales"],
  platformPreferences: ["Instagram"],
  hearAboutUs: "Google Search",
  accountInfo: { fullName: "Ruvini Silva", workEmail: "ruvini@example.lk", countryCode: "+94", phone: "712345678" },
};

for (const lang of ["si", "ta"] as const) {
  test(`every step of the wizard in ${lang} at 360 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 800 });
    for (let step = 1; step <= 6; step++) {
      await page.goto(`/${lang}/pricing`);
      await page.evaluate(
        ([answers, at]) => localStorage.setItem("wizardData", JSON.stringify({ ...answers, step: at })),
        [ANSWERS, step] as const,
      );
      await page.goto(`/${lang}/onboarding?plan=Growth`);
      await hydrated(page);
      // The progress bar says which step the wizard restored.
      await expect(page.getByRole("progressbar")).toHaveAttribute(
        "aria-valuenow",
        String(Math.round((step / 6) * 100)),
      );
      expect(await widerThanWindow(page), `step ${step}`).toBe(false);
      const stickingOut = await page.getByTestId("wizard-nav").evaluate((nav) => {
        const { right } = nav.getBoundingClientRect();
        return [...nav.children].filter((button) => button.getBoundingClientRect().right > right + 0.5).length;
      });
      expect(stickingOut, `step ${step}`).toBe(0);
    }
  });
}
