import { expectNoAxeViolations } from "./axe";
import { clientOnProjects } from "./client-updates";
import { expect, hydrated, test } from "./fixtures";

// This test spends the client's comment limit (decision 25): a worker, and so a database, of its own.
test.use({ dbTag: "floods" });

const LIMITED = /^You have sent too many comments in a short time\. Please try again in \d+ minutes?\.$/;

test("@db past the comment limit, the comment form says so beside the field and in a toast, and adds nothing", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { update, id } = await clientOnProjects(page);

  // A script in the signed-in page posts the 30 comments the limit allows in 10 minutes.
  const statuses = await page.evaluate(async (updateId) => {
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      const body = new FormData();
      for (const [name, value] of Object.entries({ intent: "comment", updateId, body: `Scripted ${i}` }))
        body.set(name, value);
      answers.push((await fetch("/dashboard/comments", { method: "POST", body })).status);
    }
    return answers;
  }, id);
  expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));

  await update.getByRole("button", { name: "Comment", exact: true }).click();
  await update.getByLabel("Add a comment").fill("One more, by hand");
  await update.getByRole("button", { name: "Post comment" }).click();
  await expect(update.getByText(LIMITED)).toBeVisible();
  // The error toast says it too, as it says any refusal of the form.
  await expect(page.locator('[data-type="error"]').getByText(LIMITED)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await hydrated(page);
  await expect(page.getByText("Scripted 29")).toBeVisible();
  await expect(page.getByText("One more, by hand")).toHaveCount(0);
});
