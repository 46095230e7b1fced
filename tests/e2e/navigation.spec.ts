import { expect, hydrated, test } from "./fixtures";

const desktop = { width: 1280, height: 900 };

test.describe("desktop navigation", () => {
  test.use({ viewport: desktop });

  test("dropdowns open on hover, close after the delay, and list every item with its target", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected: Record<string, [string, string][]> = {
      Services: [
        ["Digital Marketing", "/services"],
        ["SEO Optimization", "/services"],
        ["Web Development", "/services"],
        ["Social Media", "/services"],
      ],
      "Fli DESK": [
        ["Dashboard Features", "/flidesk-features"],
        ["Client Portal", "https://desk.flidigital.lk"],
        ["Analytics & Reports", "/flidesk-features"],
      ],
      Portfolio: [
        ["Case Studies", "/portfolio"],
        ["Web Projects", "/portfolio"],
        ["Marketing Campaigns", "/portfolio"],
      ],
      Company: [
        ["Partnerships", "/partnerships"],
        ["Careers", "/careers"],
        ["About Us", "/#about"],
      ],
    };
    for (const [menu, items] of Object.entries(expected)) {
      const trigger = nav.getByRole("button", { name: menu });
      await trigger.hover();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      for (const [name, href] of items) {
        await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
      }
      if (menu === "Fli DESK") {
        await expect(nav.getByRole("link", { name: /^Client Portal/ })).toHaveAttribute("target", "_blank");
      }
    }
    // Leaving the menu closes it after the 150 ms delay, not at once.
    const company = nav.getByRole("button", { name: "Company" });
    // Measured in the page: from the pointer's arrival outside the menu to the menu closing. The listeners are in
    // place before the pointer moves (the evaluate is awaited); the measurement waits in the page meanwhile.
    type Measured = { menuClosed: Promise<number> };
    await company.evaluate((el) => {
      (window as unknown as Measured).menuClosed = new Promise<number>((resolve) => {
        let left = 0;
        document.addEventListener(
          "pointermove",
          (event) => {
            if (!left && event.clientY > 500) left = performance.now();
          },
          { capture: true },
        );
        new MutationObserver(() => {
          if (left && el.getAttribute("aria-expanded") === "false") resolve(performance.now() - left);
        }).observe(el, { attributes: true });
      });
    });
    await page.mouse.move(640, 600);
    const delay = await page.evaluate(() => (window as unknown as Measured).menuClosed);
    expect(delay).toBeGreaterThanOrEqual(140);
    expect(delay).toBeLessThanOrEqual(1000);
    await expect(company).toHaveAttribute("aria-expanded", "false");
  });

  test("dropdowns open on click and close on an outside click", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Portfolio" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(640, 700);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("dropdowns work by keyboard: Enter opens, arrows move, Escape closes", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Services" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: /^Digital Marketing/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: /^SEO Optimization/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    // Arrows move between the top-level items.
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("button", { name: "Fli DESK" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/flidesk-features$/);
  });

  test("every top-level item reaches its target", async ({ page }) => {
    await page.goto("/careers");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL(/\/quote$/);
    for (const [name, section] of [
      ["Home", "home"],
      ["About", "about"],
      ["Contact", "contact"],
    ]) {
      await page.goto("/careers");
      await hydrated(page);
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator(`#${section}`)).toBeInViewport();
    }
  });

  test("a home section chosen on another page goes home, then scrolls there smoothly and 80 px below the top", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await hydrated(page);
    // Record every scroll position the page passes through: a smooth scroll passes through many.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __scrolls: number[] }).__scrolls = seen;
      window.addEventListener("scroll", () => seen.push(window.scrollY), { passive: true });
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Company" }).hover();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /^About Us/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("about")?.getBoundingClientRect().top ?? 0)))
      .toBe(80);
    // A jump lands at once; a smooth scroll passes through positions on its way (fewer frames on a busy machine:
    // 4 positions in all were seen there).
    const scrolls = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
    const end = scrolls.at(-1) ?? 0;
    expect(new Set(scrolls.filter((y) => y > 0 && y < end - 1)).size).toBeGreaterThanOrEqual(2);
  });

  test("with reduced motion the scroll is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true }).click();
    const top = await page.evaluate(() => document.getElementById("contact")?.getBoundingClientRect().top ?? 0);
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(1);
  });

  test("on the home page the active item follows the scroll position", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "location");
    await page.evaluate(() => {
      const top = (document.getElementById("services")?.getBoundingClientRect().top ?? 0) + window.scrollY;
      window.scrollTo({ top: top - 50, behavior: "instant" });
    });
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute("data-active", "true");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("aria-current", "location");
  });

  test("the logo goes home from another page and scrolls to the top on the home page", async ({ page }) => {
    await page.goto("/support");
    await hydrated(page);
    await page.getByRole("link", { name: "Fli Digital home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
    await page.getByRole("link", { name: "Fli Digital home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("every footer link reaches its target", async ({ page }) => {
  await page.goto("/services");
  const footer = page.locator("footer");
  const expected: [string, string][] = [
    ["Advanced SEO", "/services"],
    ["Brand Design", "/services"],
    ["Web Development", "/services"],
    ["Social Media Strategy", "/services"],
    ["About Us", "/"],
    ["Our Team", "/"],
    ["Careers", "/careers"],
    ["Partnerships", "/partnerships"],
    ["Case Studies", "/portfolio"],
    ["Portfolio", "/portfolio"],
    ["Support", "/support"],
    ["Contact", "/"],
    ["Privacy Policy", "/privacy-policy"],
    ["Terms of Service", "/terms-of-service"],
    ["Cookie Policy", "/cookie-policy"],
    ["Disclaimer", "/disclaimer"],
  ];
  for (const [name, href] of expected) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  for (const name of ["Twitter", "Instagram", "LinkedIn"]) {
    await expect(footer.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("target", "_blank");
  }
  await expect(footer).toContainText("Secure Payments");
  await expect(footer.getByRole("img", { name: "Visa" })).toBeVisible();
  // Each target answers 200.
  for (const href of new Set(expected.map(([, h]) => h))) {
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
  }
  await hydrated(page);
  await footer.getByRole("link", { name: "Careers", exact: true }).click();
  await expect(page).toHaveURL(/\/careers$/);
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hamburger toggles the full menu, and an item in it navigates and closes it", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    for (const name of [
      "Home",
      "Digital Marketing",
      "Client Portal",
      "Case Studies",
      "Careers",
      "Pricing",
      "Get a Quote",
    ]) {
      await expect(menu.getByRole("link", { name: new RegExp(`^${name}`) }).first()).toBeVisible();
    }
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Partnerships" }).click();
    await expect(page).toHaveURL(/\/partnerships$/);
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});
