import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, offerInstall, signIn, test } from "./fixtures";

async function signInTo(page: Page, flideskId: string, path = "/dashboard") {
  await signIn(page, flideskId);
  await page.waitForURL(/\/dashboard$/);
  if (path !== "/dashboard") await page.goto(path);
  await hydrated(page);
}

/** How many lines a block of text takes. */
const lines = (text: Locator) =>
  text.evaluate((el) =>
    Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
  );

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the sidebar opens over a dimmed page; a click beside it or Escape closes it and focus returns", async ({
    page,
  }) => {
    await signInTo(page, "FLD-CLNT1");
    const toggle = page.getByRole("button", { name: "Toggle sidebar" });
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    const backdrop = page.getByRole("button", { name: "Close sidebar" });
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeFocused();
    // The page behind is dimmed and out of reach while the overlay is open.
    await expect(backdrop).toBeVisible();
    expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    await expect(page.locator("main")).toHaveAttribute("inert", "");
    await expectNoAxeViolations(page);

    await backdrop.click({ position: { x: 360, y: 400 } });
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator("main")).not.toHaveAttribute("inert");

    await page.keyboard.press("Enter");
    await expect(sidebar).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(backdrop).toHaveCount(0);
  });

  test("the admin's tables are cards: every field named, nothing past the screen", async ({ page }) => {
    await signInTo(page, "FLD-ADMIN", "/dashboard?tab=projects");
    const row = page.getByRole("row").filter({ hasText: "Ceylon Tea Co. Website Redesign" });
    const box = await row.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    for (const name of ["Freelancer", "Status", "Progress", "Deadline", "Actions"])
      await expect(row.getByText(name, { exact: true })).toBeVisible();
    // The column headers are only hidden from sight: the row's cells keep their names for a screen reader.
    await expect(page.getByRole("columnheader", { name: "Status" })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("a freelancer's buttons sit inside the card of their project", async ({ page }) => {
    await signInTo(page, "FLD-FRLN1");
    const cases = [
      ["Ceylon Tea Co. Website Redesign", "Update Progress of Ceylon Tea Co. Website Redesign"],
      ["Lanka Surf Retreats Local SEO", "View Analytics of Lanka Surf Retreats Local SEO"],
      ["Lanka Surf Retreats Local SEO", "Connect GA"],
    ];
    for (const [title, button] of cases) {
      const heading = page.getByRole("heading", { name: title, exact: true });
      // The card is the nearest framed box around the project's name.
      const frame = await heading.evaluate((el) => {
        let box: Element | null = el.parentElement;
        while (box && Number.parseFloat(getComputedStyle(box).borderTopWidth) === 0) box = box.parentElement;
        return box?.getBoundingClientRect().toJSON() as DOMRect;
      });
      const inner = await page.getByRole("button", { name: button }).first().boundingBox();
      expect(inner, button).not.toBeNull();
      expect(inner?.x).toBeGreaterThanOrEqual(frame.x);
      expect(inner?.y).toBeGreaterThanOrEqual(frame.y);
      expect((inner?.x ?? 0) + (inner?.width ?? 0)).toBeLessThanOrEqual(frame.x + frame.width);
      expect((inner?.y ?? 0) + (inner?.height ?? 0)).toBeLessThanOrEqual(frame.y + frame.height);
    }
  });

  test("the install banner keeps its words on two lines at most, its buttons under them", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInTo(page, "FLD-CLNT2");
    await offerInstall(page);
    const banner = page.getByRole("dialog", { name: "Install Fli DESK" });
    const words = banner.getByText("Install Fli DESK for quick access to your projects.");
    await expect(words).toBeVisible();
    expect(await lines(words)).toBeLessThanOrEqual(2);
    const text = await words.boundingBox();
    const install = await banner.getByRole("button", { name: "Install App" }).boundingBox();
    expect(install?.y).toBeGreaterThanOrEqual((text?.y ?? 0) + (text?.height ?? 0));
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("All Projects: names on two lines at most, one status control per row, the table inside its box", async ({
    page,
  }) => {
    await signInTo(page, "FLD-ADMIN", "/dashboard?tab=projects");
    const table = page.getByRole("table", { name: "All projects" });
    const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
    await expect(rows).toHaveCount(6);
    for (const row of await rows.all()) {
      const name = row.getByRole("cell").first().locator("p").first();
      expect(await lines(name), (await name.textContent()) ?? "").toBeLessThanOrEqual(2);
      await expect(row.getByRole("combobox", { name: /^Status of/ })).toHaveCount(1);
      // The status is written once: in its select, not also on a badge beside it.
      const written = await row.evaluate((tr) => {
        const select = tr.querySelector<HTMLSelectElement>("select[name=status]");
        const status = select?.selectedOptions[0]?.text;
        const all = [...tr.querySelectorAll("*")].filter((el) => !el.closest("select"));
        return all.filter((el) => el.children.length === 0 && el.textContent?.trim() === status).length;
      });
      expect(written).toBe(0);
    }
    // Nothing is cut off at the right: the table fits the box it would otherwise scroll in.
    const fits = await table.evaluate((el) => {
      const box = el.parentElement as HTMLElement;
      return box.scrollWidth <= box.clientWidth;
    });
    expect(fits).toBe(true);
  });
});

// Issue 29's walk: on the Profile, 'Save name' belongs to its field, whatever the form beside it holds.
for (const viewport of [
  { width: 390, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test("Save name sits right under its field, not at the foot of the email form beside it", async ({ page }) => {
      await signInTo(page, "FLD-FRLN2", "/dashboard/profile");
      const account = page.getByRole("region", { name: "Account" });
      const field = await account.getByLabel("Your name").boundingBox();
      const save = await account.getByRole("button", { name: "Save name" }).boundingBox();
      if (!field || !save) throw new Error("no name field or Save name button");
      // Under the field, within one gap of the form (not pushed down to the email form's last button)...
      const gap = save.y - (field.y + field.height);
      expect(gap, `Save name ${gap} px under its field`).toBeGreaterThanOrEqual(0);
      expect(gap, `Save name ${gap} px under its field`).toBeLessThanOrEqual(40);
      // ...and in the field's column.
      expect(save.x).toBeGreaterThanOrEqual(field.x - 1);
      expect(save.x + save.width).toBeLessThanOrEqual(field.x + field.width + 1);
    });
  });
}
