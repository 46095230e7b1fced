import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";

test("an unknown path shows the 404 page with status 404 and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (msg) => logged.push(msg.text()));
  const response = await page.goto("/this-page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.locator("p", { hasText: /^404$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Wrong Path/ })).toBeVisible();
  const links = page.getByRole("navigation", { name: "Helpful links" });
  for (const [name, href] of [
    ["Services", "/services"],
    ["Case Studies", "/case-studies"],
    ["About Us", "/about-us"],
    ["Contact", "/contact"],
  ] as const) {
    await expect(links.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expect.poll(() => logged.some((t) => t.includes("/this-page/does-not-exist"))).toBe(true);
  await expectNoAxeViolations(page);
});

test("the link home leads home", async ({ page }) => {
  await page.goto("/nowhere");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Your Strategic Social Media");
});

test("a route change scrolls back to the top", async ({ page }) => {
  await page.goto("/nowhere");
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.evaluate(() => window.scrollTo(0, 500));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
