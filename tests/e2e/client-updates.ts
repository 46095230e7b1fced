import type { Page } from "@playwright/test";
import { expect, hydrated, signIn } from "./fixtures";

/** The demo project whose updates the comment specs write on. */
export const PROJECT = "Ceylon Tea Co. Website Redesign";

/** FLD-CLNT1 signed in on My Projects: the newest update of `project` there, and its id. */
export async function clientOnProjects(page: Page, project = PROJECT) {
  await signIn(page, "FLD-CLNT1");
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await page.goto("/dashboard?tab=projects");
  await hydrated(page);
  const update = page
    .getByRole("region", { name: `Updates for ${project}` })
    .locator('[id^="update-"]')
    .first();
  const anchor = (await update.getAttribute("id")) ?? "";
  return { update, id: anchor.replace("update-", "") };
}
