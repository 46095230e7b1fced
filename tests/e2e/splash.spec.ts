import { expect, hydrated, pageHydrated, test } from "./fixtures";

test.use({ skipSplash: false });

test("the splash types the brand name, leaves after 3 s, and shows once per browser session", async ({ page }) => {
  // From the first response on: a loaded machine's full load can take longer than the splash's 3 s.
  await page.goto("/", { waitUntil: "commit" });
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

// A visitor who came for a section (Contact in another page's menu, or a link to /#contact) goes straight to it:
// from the header's menu on a desktop, from the mobile menu on a phone.
for (const viewport of [
  { width: 390, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a visit for a section of the home page skips the splash", async ({ page }) => {
      await page.goto("/pricing");
      await hydrated(page);
      const phone = viewport.width < 768;
      if (phone) await page.getByRole("button", { name: "Open menu" }).click();
      const menu = phone ? page.locator("#mobile-menu") : page.getByRole("banner");
      await menu.getByRole("link", { name: "Contact", exact: true }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("#contact")).toBeInViewport();
      expect(await page.getByTestId("splash").count()).toBe(0);

      const fresh = await page.context().newPage();
      await fresh.goto("/#contact");
      await expect(fresh.locator("#contact")).toBeAttached();
      expect(await fresh.getByTestId("splash").isVisible()).toBe(false);
      await fresh.close();
    });
  });
}

test("the letters appear one by one, 150 ms apart", async ({ page }) => {
  await page.goto("/");
  const delays = await page
    .getByTestId("splash")
    .locator(".splash-letter")
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay));
  expect(delays.slice(0, 4)).toEqual(["0s", "0.15s", "0.3s", "0.45s"]);
  expect(delays).toHaveLength("Fli Digital".length);
});

/** Holds the splash's own fade (a CSS animation, which the page's clock does not stop) from the first paint on. */
async function holdSplashFade(page: import("@playwright/test").Page) {
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      for (const animation of document.getAnimations()) {
        if ((animation.effect as KeyframeEffect | null)?.target?.matches(".splash")) animation.pause();
      }
    }),
  );
}

// The splash is in the first screen: the page's own hydration is enough. The page's clock stands still and the
// fade is held, so a slow machine's hydration cannot outlast the splash's 3 s before the key or the click comes.
test("a click skips the splash", async ({ page }) => {
  await page.clock.install();
  await holdSplashFade(page);
  await page.goto("/");
  await pageHydrated(page);
  await page.getByTestId("splash").click();
  await expect(page.getByTestId("splash")).toBeHidden({ timeout: 1000 });
});

test("Escape skips the splash", async ({ page }) => {
  await page.clock.install();
  await holdSplashFade(page);
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

test("a first visit that reaches home from another page shows it once, and the CSP refuses nothing", async ({
  page,
}) => {
  await page.goto("/pricing");
  await hydrated(page);
  // The splash's inline script belongs to the server's HTML: a client-side render must not put it in again.
  await page.evaluate(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { violations: string[] }).violations.push(event.violatedDirective),
    );
  });
  await page.getByRole("link", { name: "Fli Digital home" }).click();
  await expect(page.getByTestId("splash")).toBeVisible();
  await expect(page.getByTestId("splash")).toBeHidden({ timeout: 6000 });
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

// The animations are held at chosen moments (the page's clock stands still, so the splash stays): before the
// first letter, after three, after all eleven. Letters hold their place from the start (no layout shift), so
// "shown" is what is visible, and the lit caret is the one after the last letter shown.
test("the caret follows the letters typed, and the name stands in the middle of the screen", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await pageHydrated(page);
  const at = (ms: number) =>
    page.evaluate((ms) => {
      for (const animation of document.getAnimations()) {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (target?.matches(".splash, .splash-letter, .splash-caret")) {
          animation.pause();
          animation.currentTime = ms;
        }
      }
      const lit = (el: Element) =>
        getComputedStyle(el).visibility === "visible" && getComputedStyle(el).opacity === "1";
      const shown = [...document.querySelectorAll(".splash-letter")].filter(lit);
      const carets = [...document.querySelectorAll(".splash-caret")].filter(lit);
      const line = document.querySelector("[data-testid=splash] p")?.getBoundingClientRect();
      const letterRight = (el: Element | undefined) => {
        const range = document.createRange();
        if (el?.firstChild) range.selectNodeContents(el.firstChild);
        return el ? range.getBoundingClientRect().right : null;
      };
      return {
        shown: shown.length,
        carets: carets.map((el) => el.getBoundingClientRect().left),
        lastLetter: letterRight(shown.at(-1)),
        line: { left: line?.left ?? Number.NaN, right: line?.right ?? Number.NaN },
        middle: window.innerWidth / 2,
      };
    }, ms);

  const before = await at(0);
  expect(before.shown).toBe(0);
  expect(before.carets).toEqual([]);
  const three = await at(3 * 150 - 50);
  expect(three.shown).toBe(3);
  expect(three.carets).toHaveLength(1);
  expect(three.carets[0]).toBeCloseTo(three.lastLetter ?? Number.NaN, 0);
  // 100 ms after the last letter: its caret is in the lit half of its blink.
  const all = await at(10 * 150 + 100);
  expect(all.shown).toBe("Fli Digital".length);
  expect(all.carets).toHaveLength(1);
  expect(Math.abs((all.carets[0] ?? Number.NaN) - all.line.right)).toBeLessThan(1);
  expect(Math.abs((all.line.left + all.line.right) / 2 - all.middle)).toBeLessThan(2);
});

test("typing the name moves nothing on the page (no layout shift)", async ({ page }) => {
  await page.goto("/");
  // Every shift with what moved, so a failure names the element.
  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        const seen: { value: number; moved: string[] }[] = [];
        type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[])
            seen.push({
              value: entry.value,
              moved: entry.sources.map((source) => {
                const node = source.node;
                if (!(node instanceof Element)) return node?.nodeName ?? "?";
                return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${node.className}`;
              }),
            });
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(seen), 2000);
      }),
  );
  expect(shifts).toEqual([]);
});
