import { expect, hydrated, pageHydrated, test } from "./fixtures";

test.use({ skipSplash: false });

test("the splash types the brand name, leaves after 3 s, and shows once per browser session", async ({ page }) => {
  await page.goto("/");
  const splash = page.getByTestId("splash");
  await expect(splash).toBeVisible();
  await expect(splash).toContainText("Fli Digital");
  // The page underneath is already in the HTML.
  await expect(page.locator("#contact")).toBeAttached();
  await expect(splash).toBeHidden({ timeout: 6000 });
  // It stayed its 3 s: the page has been open at least that long when it goes (timed in the page itself).
  expect(await page.evaluate(() => performance.now())).toBeGreaterThan(2900);

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("splash")).toBeHidden();
  await page.goto("/pricing");
  await page.goto("/");
  await expect(page.getByTestId("splash")).toBeHidden();
});

test("the letters appear one by one, 150 ms apart", async ({ page }) => {
  await page.goto("/");
  const delays = await page
    .getByTestId("splash")
    .locator(".splash-letter")
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay));
  expect(delays.slice(0, 4)).toEqual(["0s", "0.15s", "0.3s", "0.45s"]);
  expect(delays).toHaveLength("Fli Digital".length);
});

// The splash is in the first screen: the page's own hydration is enough. The page's clock stands still, so a slow
// machine's hydration cannot outlast the splash's 3 s before the key or the click comes.
test("a click skips the splash", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await pageHydrated(page);
  await page.getByTestId("splash").click();
  await expect(page.getByTestId("splash")).toBeHidden({ timeout: 1000 });
});

test("Escape skips the splash", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await pageHydrated(page);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("splash")).toBeHidden({ timeout: 1000 });
});

test("with reduced motion there is no splash", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.getByTestId("splash")).toBeHidden();
});

test("a first visit that reaches home from another page shows it once", async ({ page }) => {
  await page.goto("/pricing");
  await hydrated(page);
  await page.getByRole("link", { name: "Fli Digital home" }).click();
  await expect(page.getByTestId("splash")).toBeVisible();
  await expect(page.getByTestId("splash")).toBeHidden({ timeout: 6000 });
});
