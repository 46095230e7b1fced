import { localizedPath } from "~/lib/locale";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, layOut, test } from "./fixtures";
import { englishLeft, widerThanWindow } from "./languages";

// The public site in Sinhala and Tamil (decision 48): every public route in each at two phones' and a desktop's
// width, the switcher keeping the page, and no English left on a translated page. The console guard of the
// fixtures fails any test whose pages log an error.
const PAGES = [
  "/",
  "/services",
  "/flidesk-features",
  "/portfolio",
  "/partnerships",
  "/careers",
  "/pricing",
  "/quote",
  "/support",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/disclaimer",
];

test("the switcher in the footer keeps the page, and works from the keyboard", async ({ page }) => {
  await page.goto("/si/services");
  await hydrated(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "தமிழ்" }).click();
  await expect(page).toHaveURL(/\/ta\/services$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("உங்கள் வணிகத்தை வளர்க்கும் டிஜிட்டல் சேவைகள்");
  await footer.getByRole("link", { name: "English" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital Services That Grow Your Business");
});

test("the switcher works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/ta/services");
  await page.getByRole("banner").getByRole("link", { name: "සිංහල" }).click();
  await expect(page).toHaveURL(/\/si\/services$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "si");
  await context.close();
});

// The translated pages, in both languages. One page per line: each part of the site adds its own.
// biome-ignore format: a line per page, so the parts of the site add theirs without touching each other's
const TRANSLATED = [
  "/services",
  "/portfolio",
  "/partnerships",
  "/careers",
  "/no-such-page",
  "/",
  "/quote",
  "/support",
  "/search?q=123",
  "/pricing",
  "/flidesk-features",
];

// Each page is loaded once, at a small phone's width, and laid out again at a large phone's and a desktop's: the
// layout follows the width through CSS alone, and a load costs a busy machine seconds where a resize costs little.
for (const locale of ["si", "ta"] as const) {
  test(`every public page in ${locale}: its language, no axe violation, nothing wider than the screen, no English left on the translated ones`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const wide: string[] = [];
    for (const english of [...new Set([...PAGES, ...TRANSLATED])]) {
      const path = localizedPath(english, locale);
      await layOut(page, 360);
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      for (const width of [360, 390, 1280]) {
        await layOut(page, width);
        if (await widerThanWindow(page)) wide.push(`${path} at ${width} px`);
        if (width > 360 && PAGES.includes(english)) await expectNoAxeViolations(page);
      }
      if (TRANSLATED.includes(english)) expect(await englishLeft(page), path).toEqual([]);
    }
    expect(wide).toEqual([]);
  });
}

test("a browser that prefers Tamil is offered the page in Tamil, once", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ta-LK" });
  const page = await context.newPage();
  await page.goto("/services");
  await hydrated(page);
  const offer = page.getByRole("region", { name: "இந்தப் பக்கத்தைத் தமிழில் படிக்கவும்" });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await offer.getByRole("button", { name: "வேண்டாம், நன்றி" }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("region", { name: "இந்தப் பக்கத்தைத் தமிழில் படிக்கவும்" })).toHaveCount(0);
  await context.close();
});

test("a plan's 'Get Started' on the Tamil pricing page opens the wizard with that plan", async ({ page }) => {
  await page.goto("/ta/pricing");
  await hydrated(page);
  await page.getByRole("link", { name: /^தொடங்குங்கள்\s*: Accelerate$/ }).click();
  await expect(page).toHaveURL(/\/onboarding\?plan=Accelerate$/);
  const stored = await page.evaluate(() => localStorage.getItem("selectedPlan"));
  expect(JSON.parse(stored ?? "null")).toEqual({ name: "Accelerate", price: { lkr: 55000, usd: 180 }, service: "SEO" });
});
