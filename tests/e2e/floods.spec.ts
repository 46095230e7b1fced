import { eq } from "drizzle-orm";
import { projects, users } from "#db/schema";
import { expectNoAxeViolations } from "./axe";
import { clientOnProjects, PROJECT } from "./client-updates";
import { expect, hydrated, signIn, test } from "./fixtures";

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

// The Update Progress dialog in Tamil (decision 49): its name, and the per-user limit's refusal as the server says it.
const UPDATE_TA = "முன்னேற்றத்தைப் புதுப்பியுங்கள்";
const LIMITED_TA =
  /^குறுகிய நேரத்தில் முன்னேற்றப் புதுப்பிப்புகளை மிக அதிகமாக அனுப்பியுள்ளீர்கள்\. \d+ (நிமிடத்திற்குப்|நிமிடங்களுக்குப்) பிறகு மீண்டும் முயலவும்\.$/;

test("@db past the progress update limit, a Tamil freelancer's dialog says the limit's refusal in Tamil", async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const speaks = (locale: "ta" | null) => app.db.update(users).set({ locale }).where(eq(users.flideskId, "FLD-FRLN1"));
  await speaks("ta");
  try {
    const [project] = await app.db.select({ id: projects.id }).from(projects).where(eq(projects.title, PROJECT));
    await signIn(page, "FLD-FRLN1");
    await expect(page).toHaveURL(/\/dashboard$/);
    await hydrated(page);
    // A script in the signed-in page posts the 20 progress updates the limit allows in 10 minutes.
    const statuses = await page.evaluate(async (projectId) => {
      const answers: number[] = [];
      for (let i = 0; i < 20; i++) {
        const body = new FormData();
        const fields = { intent: "update", projectId, progress: "50", notes: `Progress flood ${i}` };
        for (const [name, value] of Object.entries(fields)) body.set(name, value);
        answers.push((await fetch("/dashboard/updates", { method: "POST", body })).status);
      }
      return answers;
    }, project?.id ?? "");
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));

    // By hand, the dialog's toast gives the server's words (the answer says it is a limit), not the general failure.
    await page.getByRole("button", { name: `${PROJECT} இன் ${UPDATE_TA}` }).click();
    const dialog = page.getByRole("dialog", { name: UPDATE_TA });
    await dialog.getByRole("button", { name: UPDATE_TA }).click();
    await expect(page.locator('[data-type="error"]').getByText(LIMITED_TA)).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await speaks(null);
  }
});
