import { expect, hydrated, test } from "./fixtures";

// Decision 30: a page paints from its HTML and stylesheet alone. The first page of a tab keeps fallback fonts scaled
// to the web fonts' letter widths; it loads the web fonts once it has loaded, and the pages after it use them: the
// page a link leads to from its render, a page loaded anew from its first paint (they come from the cache).

/** When the page first painted, and when each font or SVG file was asked for, by the page's own clock. */
function requestsAroundPaint() {
  const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN;
  const requests = performance
    .getEntriesByType("resource")
    .filter((entry) => /\.(woff2|svg)(\?|#|$)/.test(entry.name))
    .map((entry) => ({ file: entry.name.replace(/^.*\//, "").replace(/-[\w-]{8}\./, "."), start: entry.startTime }));
  return { paint, requests };
}

const fontsLoaded = () =>
  document.fonts.check('1em "Inter Variable"') && document.fonts.check('1em "Playfair Display Variable"');
const headingFont = (el: Element) => getComputedStyle(el).fontFamily;

for (const path of ["/", "/services"]) {
  test(`${path}: nothing but the stylesheet before the first paint; the fonts follow, for the next page`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect.poll(() => page.evaluate(fontsLoaded)).toBe(true);
    const { paint, requests } = await page.evaluate(requestsAroundPaint);
    expect(paint).toBeGreaterThan(0);
    // Both fonts, after the paint; no logo sprite or icon file at all (masks in the stylesheet, a data URI).
    expect(requests.map((r) => r.file).sort()).toEqual(["inter.woff2", "playfair-display.woff2"]);
    for (const request of requests) expect(request.start, request.file).toBeGreaterThan(paint);
    // This page keeps the fallbacks it painted in: a swap under the reader's eyes would move centred lines.
    await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
    expect(await page.getByRole("heading", { level: 1 }).evaluate(headingFont)).toMatch(/^"Playfair Fallback"/);
  });
}

test("the page a link leads to is drawn in the web fonts", async ({ page }) => {
  await page.goto("/services");
  await hydrated(page);
  await expect.poll(() => page.evaluate(fontsLoaded)).toBe(true);
  await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
  expect(await page.getByRole("heading", { level: 1 }).evaluate(headingFont)).toMatch(/^"Playfair Display Variable"/);
});

test("a page loaded anew in the same tab paints in the web fonts from the start", async ({ page }) => {
  await page.goto("/services");
  await expect.poll(() => page.evaluate(fontsLoaded)).toBe(true);
  // Read as the HTML is parsed, before the first paint.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const seen = document.documentElement.hasAttribute("data-fonts");
      (window as unknown as { fontsAtParse: boolean }).fontsAtParse = seen;
    });
  });
  await page.goto("/pricing");
  expect(await page.evaluate(() => (window as unknown as { fontsAtParse: boolean }).fontsAtParse)).toBe(true);
});

test("without JavaScript a page keeps its fallback fonts and shows its logos", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/services");
  expect(await page.locator("html").getAttribute("data-fonts")).toBeNull();
  expect(await page.getByRole("heading", { level: 1 }).evaluate(headingFont)).toMatch(/^"Playfair Fallback"/);
  const visa = page.getByRole("contentinfo").getByRole("img", { name: "Visa" });
  await expect(visa).toBeVisible();
  expect(await visa.evaluate((el) => getComputedStyle(el).maskImage)).toMatch(/^url\("data:image\/svg\+xml,/);
  await context.close();
});
