import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";

test("sign-in: a wrong password is refused with the message and toast; the right one opens the client's dashboard", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/auth\?redirectTo=%2Fdashboard$/);
  await hydrated(page);
  await expect(page).toHaveTitle("Sign in | Fli DESK");
  await expectNoAxeViolations(page);
  await page.getByLabel("Fli DESK ID").fill("FLD-CLNT1");
  await page.getByLabel("Password").fill("not-it");
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page.getByText("Authentication Error").first()).toBeVisible();
  await expect(page.getByText("Invalid Fli Desk ID or password").first()).toBeVisible();

  await page.getByLabel("Password").fill("DeskDemo#2025");
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome, FLD-CLNT1")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ceylon Tea Co. Website Redesign" })).toBeVisible();
  await expect(page.getByText("In Development").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/dashboard\/auth$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/auth/);
});

test("the portal's policy pages are open to everyone", async ({ page }) => {
  for (const [path, title] of [
    ["/dashboard/terms-and-conditions", "Fli DESK Terms and Conditions"],
    ["/dashboard/privacy-policy", "Fli DESK Privacy Policy"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
});
