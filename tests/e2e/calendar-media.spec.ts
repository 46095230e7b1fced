import type { Page } from "@playwright/test";
import { monthOf, neighbours } from "../../app/features/calendar/colombo-time";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// This test writes a post with media on the demo calendar: a worker, and so a database, of its own.
test.use({ dbTag: "calendar-media" });

const nextMonth = neighbours(monthOf(new Date())).next;
// A real 1 x 1 PNG, so the browser draws it (a broken picture would be no test of the preview).
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

async function addPicture(page: Page, name: string, alt: string) {
  await page.locator("#file-instagram").setInputFiles({ name, mimeType: "image/png", buffer: PIXEL });
  await page.locator("#alt-new-instagram").fill(alt);
  await page.getByRole("button", { name: "Add to Instagram" }).click();
  await expect(page.getByRole("img", { name: alt }).first()).toBeVisible();
}

test("@db the writer adds two pictures with alt text, reorders them, and the preview shows the first", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "FLD-FRLN1");
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await page.goto(`/dashboard/calendar?client=FLD-CLNT1&month=${nextMonth}`);
  await hydrated(page);
  await page.getByText("New post").click();
  await page.getByLabel("Title").fill("Tea garden morning");
  await page.getByLabel("Date and time (Sri Lanka)").fill(`${nextMonth}-12T08:00`);
  await page.getByLabel("Write for Instagram").check();
  await page.locator("#caption-instagram").fill("Mist over the tea garden at dawn.");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("heading", { name: "Tea garden morning" })).toBeVisible();
  await hydrated(page);

  await addPicture(page, "leaves.png", "Fresh green tea leaves");
  await addPicture(page, "pickers.png", "Tea pickers on a misty hillside");
  const preview = page.getByRole("figure", { name: "Instagram preview" });
  // Instagram's preview crops the first picture square and counts the rest.
  await expect(preview.getByRole("img")).toHaveAttribute("alt", "Fresh green tea leaves");
  await expect(preview.getByText("1 of 2")).toBeVisible();

  await page.getByRole("button", { name: "Move up: picture 2" }).click();
  await expect(preview.getByRole("img")).toHaveAttribute("alt", "Tea pickers on a misty hillside");
  await expect(page.getByRole("button", { name: "Move up: picture 1" })).toBeDisabled();
  await expectNoAxeViolations(page);
  // The media forms fit a 360 px phone too.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
});
