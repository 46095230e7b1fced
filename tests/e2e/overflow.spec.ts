import type { Page } from "@playwright/test";
import { expect, hydrated, layOut, signIn, test } from "./fixtures";
import { stickingOut } from "./languages";

/**
 * No page is wider than the screen: every route of the site and every tab of the portal, for each role, at a
 * small phone, a large phone and a tablet. A page that is too wide scrolls sideways as a whole, and on a phone
 * that hides the right edge of everything on it.
 */
const WIDTHS = [360, 390, 768];

const SIGNED_OUT = [
  "/",
  "/services",
  "/flidesk-features",
  "/portfolio",
  "/partnerships",
  "/careers",
  "/pricing",
  "/quote",
  "/support",
  "/search?q=website",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/disclaimer",
  "/onboarding",
  "/onboarding/resume/not-a-draft-link",
  "/checkout?plan=Growth",
  "/payment-success?order_id=FLD-NO-SUCH-ORDER",
  "/flidesk-demo",
  "/this-page/does-not-exist",
  "/dashboard/auth",
  "/dashboard/invite/not-an-invite-token",
  "/dashboard/reset/not-a-reset-token",
  "/dashboard/forgot-password",
  "/dashboard/confirm-email/not-a-confirmation-token",
  "/dashboard/terms-and-conditions",
  "/dashboard/privacy-policy",
];

/** Each role's dashboard tabs and dialogs, and the pages it reaches from the sidebar or by address. */
const SIGNED_IN: Record<string, string[]> = {
  "FLD-ADMIN": [
    "/dashboard",
    "/dashboard/admin/projects",
    "/dashboard/admin/users",
    "/dashboard?dialog=upload-analytics",
    "/dashboard/admin/analytics",
    "/dashboard/admin/leads",
    "/dashboard/admin/tickets",
    "/dashboard/admin/billing",
    "/dashboard/admin/audit",
    "/dashboard/admin/reports",
    "/dashboard/admin/settings",
    "/dashboard?dialog=add-user",
    "/dashboard?dialog=create-project",
    // A spec address: redirected to the area's page.
    "/dashboard?tab=users",
    "/dashboard/nowhere",
    "/dashboard/client",
    "/dashboard/profile",
    "/dashboard/profile/security",
    "/dashboard/profile/notifications",
    "/dashboard/profile/devices",
    "/dashboard/calendar",
    "/dashboard/calendar?client=FLD-CLNT1",
    "/dashboard/calendar?client=FLD-CLNT1&view=list",
    "/dashboard/calendar?client=FLD-CLNT1&view=week",
  ],
  "FLD-CLNT1": [
    "/dashboard",
    "/dashboard/analytics",
    "/dashboard/timeline",
    "/dashboard/insights",
    "/dashboard/projects",
    "/dashboard/billing",
    "/dashboard/support",
    "/dashboard?tab=projects",
    "/dashboard/admin",
    "/dashboard/calendar",
    "/dashboard/calendar?view=list",
    "/dashboard/calendar?view=week",
  ],
  "FLD-CLNT2": [
    "/dashboard",
    "/dashboard/projects",
    "/dashboard/billing",
    "/dashboard/profile",
    "/dashboard/profile/devices",
    "/dashboard/calendar",
  ],
  "FLD-FRLN1": [
    "/dashboard",
    "/dashboard#completed",
    "/dashboard/terms-and-conditions",
    "/dashboard/profile",
    "/dashboard/profile/security",
    "/dashboard/profile/notifications",
    "/dashboard/calendar?client=FLD-CLNT1",
    "/dashboard/calendar?client=FLD-CLNT1&view=week",
  ],
  "FLD-FRLN2": ["/dashboard", "/dashboard/calendar"],
};

/**
 * Visits each path at the narrowest width and names those whose page is wider than the window at any width, with
 * how wide it is: each page is loaded once and laid out again at each wider width.
 */
async function tooWide(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await layOut(page, WIDTHS[0] ?? 360);
    await page.goto(path);
    await hydrated(page);
    for (const width of WIDTHS) {
      await layOut(page, width);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth) found.push(`${path} at ${width} px is ${scrollWidth} px wide`);
      for (const part of await stickingOut(page)) found.push(`${path} at ${width} px: ${part} sticks out`);
    }
  }
  return found;
}

test.use({ viewport: { width: 360, height: 800 } });

test("signed out, no page is wider than the screen at 360, 390 or 768 px", async ({ page }) => {
  test.setTimeout(240_000);
  expect(await tooWide(page, SIGNED_OUT)).toEqual([]);
});

for (const [deskId, paths] of Object.entries(SIGNED_IN)) {
  test(`${deskId}: no page or tab is wider than the screen at 360, 390 or 768 px`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, deskId);
    await page.waitForURL(/\/dashboard$/);
    expect(await tooWide(page, paths)).toEqual([]);
  });
}
