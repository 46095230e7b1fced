import type { Page } from "@playwright/test";
import { axeScan } from "./axe";
import { expect, pageHydrated, test } from "./fixtures";
import { filesAroundPaint } from "./paint";

// The Sinhala and Tamil pages as Lighthouse's phone sees them (issue 33): WCAG 2.2's target size, no control wider
// than the screen once every deferred part is laid out, and no layout shift when the script's font comes in.
const PAGES = ["/", "/si", "/ta", "/services", "/si/services", "/ta/services"];

/** Elements reaching past the screen's edges. The home page's deferred parts clip their overflow (paint
 * containment), so the page's scrollWidth alone does not show a clipped button: each part is laid out for real. */
async function clipped(page: Page) {
  return page.evaluate(() => {
    for (const part of document.querySelectorAll("[data-defer-layout]")) part.removeAttribute("data-defer-layout");
    return [...document.querySelectorAll("main a, main button, main h1, main h2, main h3, main p")]
      .filter((element) => {
        if (element.closest(".sr-only, [aria-hidden='true']")) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
      })
      .map((element) => (element.textContent ?? "").trim().slice(0, 40));
  });
}

for (const width of [360, 412]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 823 } });

    test("targets of 24 px or enough space, and nothing clipped", async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of PAGES) {
        await page.goto(path);
        await pageHydrated(page);
        // As Lighthouse runs axe: right after the load, the parts below the fold not laid out yet.
        const { violations } = await axeScan(page).withRules(["target-size"]).analyze();
        expect(
          violations.flatMap((v) => v.nodes.map((n) => n.target.join(" "))),
          `${path} target-size`,
        ).toEqual([]);
        expect(await clipped(page), `${path} clipped`).toEqual([]);
      }
    });

    test("no layout shift on a first visit while the script's font loads", async ({ browser, baseURL }) => {
      // Four first visits, each with an empty cache: more than the default 30 s on a loaded machine.
      test.setTimeout(90_000);
      for (const path of PAGES.filter((p) => p.startsWith("/si") || p.startsWith("/ta"))) {
        // A context of its own: an empty cache, as a first visit.
        const context = await browser.newContext({ viewport: { width, height: 823 }, reducedMotion: "reduce" });
        const page = await context.newPage();
        await page.goto(`${baseURL}${path}`);
        await pageHydrated(page);
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);
        // Every shift with what moved, so a failure names the element.
        const shifts = await page.evaluate(
          () =>
            new Promise<{ value: number; at: number; moved: string[] }[]>((resolve) => {
              const seen: { value: number; at: number; moved: string[] }[] = [];
              type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as Shift[])
                  seen.push({
                    value: entry.value,
                    at: Math.round(entry.startTime),
                    moved: entry.sources.map((source) => {
                      const node = source.node;
                      if (!(node instanceof Element)) return node?.nodeName ?? "?";
                      return `${node.tagName.toLowerCase()}.${node.className}: ${(node.textContent ?? "").slice(0, 30)}`;
                    }),
                  });
              }).observe({ type: "layout-shift", buffered: true });
              setTimeout(() => resolve(seen), 200);
            }),
        );
        expect(shifts, path).toEqual([]);
        await context.close();
      }
    });
  });
}

// This machine has no Sinhala font: the head script asks for Noto at once and keeps the page hidden until both
// weights are there (decision 54), so no box is ever drawn where a letter will be.
test("a first visit to a Sinhala page without a Sinhala font draws its text once both Noto files are there", async ({
  page,
}) => {
  await page.goto("/si");
  await pageHydrated(page);
  const { contentful, requests } = await page.evaluate(filesAroundPaint, "/noto-sans-");
  expect(new Set(requests.map((r) => r.file))).toEqual(
    new Set(["noto-sans-sinhala-400.woff2", "noto-sans-sinhala-700.woff2"]),
  );
  for (const request of requests) expect(request.end, request.file).toBeLessThanOrEqual(contentful);
});
