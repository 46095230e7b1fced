import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";

// Every public route with a text that proves it is the right page.
const routes: [string, string][] = [
  ["/", "Your Strategic Social Media, SEO & Web Development Partner"],
  ["/services", "Digital Services That Grow Your Business"],
  ["/flidesk-features", "The Client Portal Built for Agencies"],
  ["/portfolio", "Case Studies & Results"],
  ["/partnerships", "Grow Together With Fli Digital"],
  ["/careers", "Build the Future of Digital in Sri Lanka"],
  ["/pricing", "Simple, Transparent Monthly Plans"],
  ["/quote", "Let's Plan Your Project"],
  ["/support", "How Can We Help?"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-of-service", "Terms of Service"],
  ["/cookie-policy", "Cookie Policy"],
  ["/disclaimer", "Disclaimer"],
  ["/search?q=seo", "Search"],
];

for (const [path, text] of routes) {
  test(`${path} answers 200 with its key text and passes axe on desktop and mobile`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(text);
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    // Nothing sticks out sideways, down to 360 px.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

// Issue 29's walk was made at a phone's and a desktop's width: what it found is checked at both.
for (const viewport of [
  { width: 390, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("legal pages show their date and the privacy and terms pages lead back to login", async ({ page }) => {
      for (const path of ["/privacy-policy", "/terms-of-service"]) {
        await page.goto(path);
        await expect(page.getByText("Last updated January 7, 2025", { exact: true })).toBeVisible();
        await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
      }
      await page.goto("/terms-of-service");
      for (const fact of ["13", "Sri Lanka", "30 days", "12 months"]) {
        await expect(page.locator("article")).toContainText(fact);
      }
    });

    test("each plan's price keeps 'LKR' and the amount on one line", async ({ page }) => {
      await page.goto("/pricing");
      await hydrated(page);
      const prices = page.locator("main").getByText(/^LKR [\d,]+$/);
      expect(await prices.count()).toBeGreaterThanOrEqual(3);
      for (const price of await prices.all()) {
        await price.scrollIntoViewIfNeeded();
        // One line box: every fragment of the text starts at the same top (a wrap would add a second line).
        const tops = await price.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return [...new Set([...range.getClientRects()].map((r) => Math.round(r.top)))];
        });
        expect(tops, (await price.textContent()) ?? "").toHaveLength(1);
        // And the price stays inside its card.
        const card = await price.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const within = el.closest("[class*='rounded']")?.getBoundingClientRect();
          return within ? box.left >= within.left - 0.5 && box.right <= within.right + 0.5 : false;
        });
        expect(card, (await price.textContent()) ?? "").toBe(true);
      }
    });
  });
}

test("the home page has every section of the spec, in order", async ({ page }) => {
  await page.goto("/");
  const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((e) => e.id));
  expect(ids).toEqual(["home", "about", "services", "flidesk", "company", "pricing", "case-studies", "contact"]);
  await expect(page.getByRole("link", { name: /Book Your Private Consultation/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /Book Your Private Consultation/ })).toHaveAttribute("rel", /noopener/);
  for (const point of ["Proven Expertise", "Strategic Approach", "Outstanding Performance"]) {
    await expect(page.locator("#about")).toContainText(point);
  }
  for (const card of ["Advanced SEO", "Brand Identity Design", "Professional Web Design"]) {
    await expect(page.locator("#services").getByRole("heading", { name: card })).toBeVisible();
  }
  await expect(page.locator("#services").getByRole("link", { name: /Learn More/ })).toHaveCount(3);
  for (const stat of ["99.9%", "24/7", "10+", "50+"]) await expect(page.locator("#flidesk")).toContainText(stat);
  await expect(page.locator("#flidesk").getByRole("link", { name: /Explore Fli DESK Features/ })).toHaveAttribute(
    "href",
    "/flidesk-features",
  );
  await expect(page.locator("#pricing").getByRole("link", { name: "Begin Your Journey" })).toHaveAttribute(
    "href",
    "/quote",
  );
  await expect(page.locator("#case-studies").getByRole("link", { name: "Begin Your Journey" })).toHaveAttribute(
    "href",
    "/quote",
  );
  const badges = await page
    .locator("#case-studies")
    .getByText(/^\+\d+%$/)
    .allTextContents();
  expect(badges).toEqual(["+400%", "+300%", "+250%", "+400%"]);
  await expect(page.locator("#contact")).toContainText("hello@flidigital.lk");
  await expect(page.locator("#contact")).toContainText("+94 77 123 4567");
});

test("the logo carousel repeats four logos five times at 120 px each in an 80 s loop", async ({ page }) => {
  await page.goto("/");
  const track = page.getByTestId("logo-track");
  // The track holds the 20-item sequence twice for a seamless loop.
  await expect(track.locator("> div")).toHaveCount(40);
  const width = await track
    .locator("> div")
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeCloseTo(120, 1);
  expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("80s");
});

test("'View Details' opens that case study on /portfolio", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("link", { name: "View Details of Island Stays Booking Platform" }).click();
  await expect(page).toHaveURL(/\/portfolio#island-stays-booking$/);
  await expect(page.getByRole("heading", { name: "Island Stays Booking Platform" })).toBeInViewport();
});

test("the portfolio shows four case studies with metrics, technologies and timeline", async ({ page }) => {
  await page.goto("/portfolio");
  await expect(page.locator("article")).toHaveCount(4);
  await expect(page.locator("article").first()).toContainText("Traffic");
  await expect(page.locator("article").first()).toContainText("Timeline:");
  await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/quote");
});

test("unknown-looking spec links redirect to where the content lives", async ({ page }) => {
  await page.goto("/case-studies");
  await expect(page).toHaveURL(/\/portfolio$/);
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/#contact$/);
});
