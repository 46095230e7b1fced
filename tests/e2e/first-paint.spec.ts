import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { filesAroundPaint } from "./paint";

// Decision 30: a page paints from its HTML and stylesheet alone. The first page of a tab keeps fallback fonts scaled
// to the web fonts' letter widths; it loads the web fonts once it has loaded, and the pages after it use them: the
// page a link leads to from its render, a page loaded anew from its first paint (they come from the cache).

// Font and SVG files: what a page might ask for before its first paint.
const FONTS_AND_PICTURES = String.raw`\.(woff2|svg)(\?|#|$)`;

const fontsLoaded = () =>
  document.fonts.check('1em "Inter Variable"') && document.fonts.check('1em "Playfair Display Variable"');
const headingFont = (el: Element) => getComputedStyle(el).fontFamily;

for (const path of ["/", "/services"]) {
  test(`${path}: nothing but the stylesheet before the first paint; the fonts follow, for the next page`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect.poll(() => page.evaluate(fontsLoaded)).toBe(true);
    const { paint, requests } = await page.evaluate(filesAroundPaint, FONTS_AND_PICTURES);
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

// Sinhala and Tamil pages (decision 30, "Later"): the first page draws the script in the installed font that has it,
// and loads Noto at once only where none is installed. The canvas the head script measures with stands in for
// both machines: one font's letters have widths of their own, a missing font's are all the same box.
function installedScriptFont(installed: boolean) {
  const measure = CanvasRenderingContext2D.prototype.measureText;
  CanvasRenderingContext2D.prototype.measureText = function (text: string) {
    const code = text.codePointAt(0) ?? 0;
    const script = (code >= 0x0d80 && code <= 0x0dff) || (code >= 0x0b80 && code <= 0x0bff);
    if (!script) return measure.call(this, text);
    return { width: installed ? 20 + (code % 7) : 24 } as TextMetrics;
  };
}

const sinhalaLoaded = () =>
  ['1em "Script Noto"', 'bold 1em "Script Noto"'].every((query) => document.fonts.check(query, "අ"));
/** The fonts Chromium drew the page's heading in (family names from the font files), through the DevTools protocol. */
async function headingFonts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

const sinhalaFile = /^noto-sans-sinhala-(400|700)/;

test("/si with a Sinhala font installed: no font before the first paint, Noto after it for the next page", async ({
  page,
}) => {
  await page.addInitScript(installedScriptFont, true);
  await page.goto("/si");
  await expect.poll(() => page.evaluate(sinhalaLoaded)).toBe(true);
  await expect.poll(() => page.evaluate(fontsLoaded)).toBe(true);
  const { paint, requests } = await page.evaluate(filesAroundPaint, FONTS_AND_PICTURES);
  expect(paint).toBeGreaterThan(0);
  expect(requests.filter((r) => sinhalaFile.test(r.file))).toHaveLength(2);
  for (const request of requests) expect(request.start, request.file).toBeGreaterThan(paint);
  await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
  expect(await page.getByRole("heading", { level: 1 }).evaluate(headingFont)).toMatch(/^"Playfair Fallback"/);
});

test("/ta with no Tamil font installed: Noto is asked for at once, and the text is drawn once it is there", async ({
  page,
}) => {
  await page.addInitScript(installedScriptFont, false);
  await page.goto("/ta");
  await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Inter Fallback"', "அ"))).toBe(true);
  const { paint, contentful, requests } = await page.evaluate(filesAroundPaint, FONTS_AND_PICTURES);
  const tamil = requests.filter((r) => /^noto-sans-tamil-(400|700)/.test(r.file));
  expect(tamil.length).toBeGreaterThanOrEqual(2);
  for (const request of tamil) expect(request.start, request.file).toBeLessThan(paint);
  // The page stayed hidden until both weights had come: no box is drawn where a letter will be.
  for (const request of tamil) expect(request.end, request.file).toBeLessThanOrEqual(contentful);
  expect(await page.evaluate(() => document.documentElement.style.visibility)).toBe("");
  await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
  expect(await headingFonts(page)).toContain("Noto Sans Tamil");
});

test("a Sinhala page loaded anew uses the web fonts only once the tab has loaded the Sinhala ones", async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const seen = document.documentElement.hasAttribute("data-fonts");
      (window as unknown as { fontsAtParse: boolean }).fontsAtParse = seen;
    });
  });
  const fontsAtParse = () => page.evaluate(() => (window as unknown as { fontsAtParse: boolean }).fontsAtParse);
  await page.goto("/services");
  await expect.poll(() => page.evaluate(fontsLoaded)).toBe(true);
  // The English page loaded the Latin fonts only: the Sinhala page paints in the fallbacks, and loads Noto.
  await page.goto("/si/services");
  expect(await fontsAtParse()).toBe(false);
  await expect.poll(() => page.evaluate(sinhalaLoaded)).toBe(true);
  await page.goto("/si/pricing");
  expect(await fontsAtParse()).toBe(true);
  await expect.poll(() => headingFonts(page)).toContain("Noto Sans Sinhala");
});
