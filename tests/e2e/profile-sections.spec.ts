import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

// Each section of the profile, as its link names it, with its address, its page title and a part it shows.
const sections = [
  { link: "Account", path: "/dashboard/profile", title: "Profile and security | Fli DESK", part: "Account" },
  {
    link: "Security",
    path: "/dashboard/profile/security",
    title: "Security | Profile and security | Fli DESK",
    part: "Two-factor sign-in",
  },
  {
    link: "Notifications",
    path: "/dashboard/profile/notifications",
    title: "Notifications | Profile and security | Fli DESK",
    part: "Notification mails",
  },
  {
    link: "Devices",
    path: "/dashboard/profile/devices",
    title: "Devices | Profile and security | Fli DESK",
    part: "Signed-in devices",
  },
] as const;

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the profile's sections, walked by keyboard: each its own address and title, the current one marked", async ({
    page,
  }) => {
    await signIn(page, "FLD-FRLN2");
    await page.waitForURL(/\/dashboard$/);
    await page.goto("/dashboard/profile");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Profile sections" });
    await expect(nav.getByRole("link")).toHaveText(sections.map((s) => s.link));
    for (const section of sections) {
      const link = nav.getByRole("link", { name: section.link });
      await link.focus();
      await link.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(page).toHaveTitle(section.title);
      await expect(page.getByRole("heading", { name: "Profile and security", level: 1 })).toBeVisible();
      await expect(page.getByRole("region", { name: section.part })).toBeVisible();
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
      expect(await overflows(page), section.path).toBe(false);
      await expectNoAxeViolations(page);
    }
  });

  test("links from before the split, with the one-page profile's anchors, lead to their section", async ({ page }) => {
    await signIn(page, "FLD-CLNT1");
    await page.waitForURL(/\/dashboard$/);
    for (const [anchor, path] of [
      ["#two-factor", "/dashboard/profile/security"],
      ["#password", "/dashboard/profile/security"],
      ["#notifications-title", "/dashboard/profile/notifications"],
      ["#devices", "/dashboard/profile/devices"],
      ["#sign-ins", "/dashboard/profile/devices"],
    ] as const) {
      await page.goto(`/dashboard/profile${anchor}`);
      await expect(page, anchor).toHaveURL(new RegExp(`${path}${anchor}$`));
    }
    // The account's own anchor stays on the account.
    await page.goto("/dashboard/profile#account");
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Account" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/profile#account$/);
    // The notifications page's link leads to the mail choices.
    await page.goto("/dashboard/notifications");
    await hydrated(page);
    await page.getByRole("link", { name: "profile", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile\/notifications$/);
    await expect(page.getByRole("region", { name: "Notification mails" })).toBeVisible();
    // The security mails lead to Devices, which leads on to the password.
    await page.goto("/dashboard/profile/devices");
    await hydrated(page);
    await page.getByRole("link", { name: "change your password" }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile\/security$/);
    await expect(page.getByRole("region", { name: "Change password" })).toBeVisible();
  });
});
