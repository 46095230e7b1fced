import { desc, eq } from "drizzle-orm";
import { contactSubmissions } from "../../db/schema";
import { expectNoAxeViolations } from "./axe";
import { expect, holdRequests, hydrated, test } from "./fixtures";

const form = (page: import("@playwright/test").Page) => page.getByRole("form", { name: "Contact form" });

async function fill(
  page: import("@playwright/test").Page,
  values: Partial<Record<"first" | "last" | "email" | "message", string>>,
) {
  const f = form(page);
  if (values.first !== undefined) await f.getByLabel("First Name").fill(values.first);
  if (values.last !== undefined) await f.getByLabel("Last Name").fill(values.last);
  if (values.email !== undefined) await f.getByLabel("Email").fill(values.email);
  if (values.message !== undefined) await f.getByLabel("Message").fill(values.message);
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    // Hydrated: the client takes over the form (client-side checks and toasts).
    await hydrated(page);
  });

  test("@db a valid message is stored, announced with the spec's toast, and the fields are cleared", async ({
    page,
    app,
  }) => {
    const email = `e2e-${Date.now()}@example.lk`;
    await fill(page, { first: "Nadeesha", last: "Fernando", email, message: "We would like a new website." });
    await form(page).getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Message Sent!").first()).toBeVisible();
    await expect(
      page.getByText("Thank you for your inquiry. We'll get back to you within 24 hours.").first(),
    ).toBeVisible();
    await expect(form(page).getByLabel("First Name")).toHaveValue("");
    await expect(form(page).getByLabel("Message")).toHaveValue("");

    const rows = await app.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Nadeesha",
      lastName: "Fernando",
      message: "We would like a new website.",
    });
  });

  test("the button reads 'Sending...' and is disabled while the message is on its way", async ({ page }) => {
    // Hold the action's answer so the in-between state can be seen.
    const release = await holdRequests(page, "**/*.data*");
    await fill(page, { first: "A", last: "B", email: `slow-${Date.now()}@example.lk`, message: "Hello" });
    await form(page).getByRole("button", { name: "Send Message" }).click();
    const sending = form(page).getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByText("Message Sent!").first()).toBeVisible();
  });

  for (const missing of ["first", "last", "email", "message"] as const) {
    test(`@db a missing ${missing} gives 'Please fill in all fields', keeps the values and stores nothing`, async ({
      page,
      app,
    }) => {
      const email = `missing-${missing}-${Date.now()}@example.lk`;
      const values = { first: "Ruwan", last: "Jayasuriya", email, message: "Quote please" };
      await fill(page, { ...values, [missing]: "" });
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Please fill in all fields").first()).toBeVisible();
      if (missing !== "first") await expect(form(page).getByLabel("First Name")).toHaveValue("Ruwan");
      if (missing !== "message") await expect(form(page).getByLabel("Message")).toHaveValue("Quote please");
      const rows = await app.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
      expect(rows).toHaveLength(0);
    });
  }

  test("@db a bad email gives 'Please enter a valid email address' and stores nothing", async ({ page, app }) => {
    const before = await app.db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt)).limit(1);
    await fill(page, { first: "A", last: "B", email: "someone@nowhere", message: "Hi" });
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
    await expect(form(page).getByLabel("Email")).toHaveValue("someone@nowhere");
    await expect(form(page).getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    const after = await app.db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt)).limit(1);
    expect(after[0]?.id).toBe(before[0]?.id);
  });

  test("browser-native validation is off: the form has novalidate", async ({ page }) => {
    await expect(form(page)).toHaveAttribute("novalidate", "");
  });

  test("the message box is at least 120 px high", async ({ page }) => {
    const box = await form(page).getByLabel("Message").boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(120);
  });

  test("the home page has no axe violations, before and after a failed submit", async ({ page }) => {
    // Two scans of the whole home page, the longest in the site: on a loaded machine, over half a minute.
    test.setTimeout(60_000);
    await expectNoAxeViolations(page);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please fill in all fields").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("@db the form still posts, stores the message and shows the result", async ({ page, app }) => {
    await page.goto("/");
    const email = `nojs-${Date.now()}@example.lk`;
    await fill(page, { first: "No", last: "Script", email, message: "Plain HTML post" });
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you for your inquiry. We'll get back to you within 24 hours.")).toBeVisible();
    expect(await app.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email))).toHaveLength(1);
  });

  test("a bad post shows the spec's message", async ({ page }) => {
    await page.goto("/");
    await fill(page, { first: "No", last: "Script", email: "bad", message: "x" });
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form(page).getByLabel("First Name")).toHaveValue("No");
  });
});
