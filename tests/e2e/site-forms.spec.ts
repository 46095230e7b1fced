import { eq } from "drizzle-orm";
import { quoteRequests } from "../../db/schema";
import { expectNoAxeViolations } from "./axe";
import { expect, holdRequests, hydrated, test } from "./fixtures";

test.describe("quote form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/quote");
    await hydrated(page);
  });
  const form = (page: import("@playwright/test").Page) => page.getByRole("form", { name: "Quote form" });

  test("@db a complete request is stored, announced, and the form and services are cleared", async ({ page, app }) => {
    const email = `quote-${Date.now()}@example.lk`;
    const f = form(page);
    await f.getByLabel("Full Name").fill("Chaminda Silva");
    await f.getByLabel("Email Address").fill(email);
    await f.getByLabel("Company").fill("Silva Traders");
    await f.getByLabel(/SEO Optimization/).check();
    await f.getByLabel(/Web Development/).check();
    await f.getByLabel("Budget").selectOption("$5000 - $10,000");
    await f.getByLabel("Timeline").selectOption("3-4 months");
    await f.getByLabel("Project Details").fill("A new e-commerce site");
    await expect(f).toContainText("From $115/month");
    await expect(f).toContainText("From $5,000/project");
    await expect(f).toContainText("From $1500/project");
    await f.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("Quote Request Submitted!").first()).toBeVisible();
    await expect(f.getByLabel("Full Name")).toHaveValue("");
    await expect(f.getByLabel(/SEO Optimization/)).not.toBeChecked();
    const [row] = await app.db.select().from(quoteRequests).where(eq(quoteRequests.email, email));
    expect(row).toMatchObject({
      name: "Chaminda Silva",
      company: "Silva Traders",
      phone: null,
      selectedServices: ["seo", "web"],
      budget: "$5000 - $10,000",
      timeline: "3-4 months",
    });
  });

  test("'Submitting...' shows while the request is on its way", async ({ page }) => {
    const release = await holdRequests(page, "**/quote.data*");
    const f = form(page);
    await f.getByLabel("Full Name").fill("A");
    await f.getByLabel("Email Address").fill(`slow-${Date.now()}@example.lk`);
    await f.getByLabel(/Brand Identity Design/).check();
    await f.getByRole("button", { name: "Get My Quote" }).click();
    await expect(f.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(page.getByText("Quote Request Submitted!").first()).toBeVisible();
  });

  test("@db no service selected gives the spec's toast and keeps the form", async ({ page, app }) => {
    const email = `noservice-${Date.now()}@example.lk`;
    const f = form(page);
    await f.getByLabel("Full Name").fill("Nimali");
    await f.getByLabel("Email Address").fill(email);
    await f.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByText("Please select at least one service").first()).toBeVisible();
    await expect(page.getByText("You need to select at least one service to proceed.").first()).toBeVisible();
    await expect(f.getByLabel("Full Name")).toHaveValue("Nimali");
    expect(await app.db.select().from(quoteRequests).where(eq(quoteRequests.email, email))).toHaveLength(0);
  });

  for (const [name, fill, message] of [
    ["no name", { email: "a@b.lk" }, "Please enter your full name"],
    ["no email", { name: "A" }, "Please enter your email address"],
    ["a bad email", { name: "A", email: "a@b" }, "Please enter a valid email address"],
  ] as const) {
    test(`${name} is refused with '${message}'`, async ({ page }) => {
      const f = form(page);
      if ("name" in fill) await f.getByLabel("Full Name").fill(fill.name);
      if ("email" in fill) await f.getByLabel("Email Address").fill(fill.email);
      await f.getByLabel(/SEO Optimization/).check();
      await f.getByRole("button", { name: "Get My Quote" }).click();
      await expect(page.getByText(message).first()).toBeVisible();
      await expect(f.getByLabel(/SEO Optimization/)).toBeChecked();
    });
  }
});

/** The border colour of an invalid field, read from the page's own styles (its danger colour). */
async function invalidBorder(field: import("@playwright/test").Locator) {
  return field.evaluate((el) => {
    const probe = document.createElement("span");
    probe.style.color = "var(--color-danger-text)";
    el.parentElement?.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

test.describe("support page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/support");
    await hydrated(page);
  });

  test("the support form files a ticket, confirms with its reference and resets @db", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(new URL(r.url()).pathname));
    const f = page.getByRole("form", { name: "Support form" });
    await expect(f.getByLabel("Priority")).toHaveValue("medium");
    await f.getByLabel("Name").fill("Kasun");
    await f.getByLabel("Email").fill("kasun@example.lk");
    await f.getByLabel("Subject").fill("Login help");
    await f.getByLabel("Priority").selectOption("critical");
    await f.getByLabel("Message").fill("I cannot sign in.");
    await f.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByText("Support Request Sent").first()).toBeVisible();
    await expect(f.getByRole("status")).toContainText(
      /Thank you! Our support team will get back to you within 4 hours\. Your reference number is FLD-T-\d{6}\./,
    );
    await expect(f.getByLabel("Name")).toHaveValue("");
    await expect(f.getByLabel("Priority")).toHaveValue("medium");
    expect(posts.filter((p) => p.startsWith("/support"))).toHaveLength(1);
  });

  test("the support form refuses missing fields and a bad email", async ({ page }) => {
    const f = page.getByRole("form", { name: "Support form" });
    await f.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
    // Every empty field is outlined, not only the first; the first takes the focus.
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      await expect(f.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      await expect(f.getByLabel(label)).toHaveCSS("border-top-color", await invalidBorder(f.getByLabel("Name")));
    }
    await expect(f.getByLabel("Name")).toBeFocused();
    await f.getByLabel("Name").fill("Kasun");
    await f.getByLabel("Email").fill("kasun@");
    await f.getByLabel("Subject").fill("x");
    await f.getByLabel("Message").fill("y");
    await f.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
  });

  test("the ID validator: disabled when blank, unknown, valid with masked details, and reset", async ({ page }) => {
    const v = page.getByRole("form", { name: "Fli DESK ID validator" });
    const input = v.getByLabel("Fli DESK ID");
    await expect(input).toHaveAttribute("placeholder", "FLD-XXXXX");
    await expect(v.getByRole("button", { name: "Validate" })).toBeDisabled();
    await input.fill("F");
    await input.fill("");
    await expect(v.getByText("Flidesk ID is required")).toBeVisible();
    await expect(v.getByRole("button", { name: "Validate" })).toBeDisabled();

    await input.fill("FLD-NOPE1");
    await v.getByRole("button", { name: "Validate" }).click();
    await expect(v.getByText("Invalid Flidesk ID")).toBeVisible();

    await input.fill("fld-clnt1");
    await v.getByRole("button", { name: "Validate" }).click();
    await expect(v.getByText("Valid Fli DESK ID: FLD-CLNT1")).toBeVisible();
    await expect(v).toContainText("ow***@ceylonteaco.demo");
    await expect(v).toContainText("Growth (Social Media)");
    await expect(v.getByText("Completed", { exact: true })).toBeVisible();
    await expect(v).not.toContainText("owner@ceylonteaco.demo");

    await v.getByRole("button", { name: "Reset" }).click();
    await expect(input).toHaveValue("");
    await expect(v.getByText(/Valid Fli DESK ID/)).toBeHidden();
    await expect(v.getByRole("button", { name: "Reset" })).toBeHidden();
  });

  test("the FAQ has six questions that open and close", async ({ page }) => {
    const faq = page.locator("#faq");
    const triggers = faq.getByRole("button");
    await expect(triggers).toHaveCount(6);
    await triggers.first().click();
    await expect(triggers.first()).toHaveAttribute("aria-expanded", "true");
    await triggers.first().click();
    await expect(triggers.first()).toHaveAttribute("aria-expanded", "false");
  });

  test("the FAQ works by keyboard: one answer open at a time, arrows, Home and End between questions", async ({
    page,
  }) => {
    const triggers = page.locator("#faq").getByRole("button");
    await triggers.first().focus();
    await page.keyboard.press("Enter");
    await expect(triggers.first()).toHaveAttribute("aria-expanded", "true");
    const answer = page.getByRole("region", { name: (await triggers.first().textContent()) ?? "" });
    await expect(answer).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(triggers.first()).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
    await page.keyboard.press("End");
    await expect(triggers.last()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(triggers.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(triggers.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(triggers.first()).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test("careers: the position opens one at a time and the mail links carry the spec's subjects", async ({ page }) => {
  await page.goto("/careers");
  await hydrated(page);
  const trigger = page.getByRole("button", { name: /Freelance Web Developer/ });
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
    "href",
    "mailto:careers@flidigital.lk?subject=Application%20for%20Freelance%20Web%20Developer",
  );
  await expect(page.getByRole("link", { name: "Send General Application" })).toHaveAttribute(
    "href",
    "mailto:careers@flidigital.lk?subject=General%20Application",
  );
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
});

test.describe("pricing", () => {
  test("'Get Started' stores selectedPlan and opens /onboarding", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    await page.getByRole("link", { name: "Get Started with Accelerate" }).click();
    await expect(page).toHaveURL(/\/onboarding\?plan=Accelerate$/);
    const stored = await page.evaluate(() => localStorage.getItem("selectedPlan"));
    expect(JSON.parse(stored ?? "null")).toEqual({
      name: "Accelerate",
      price: { lkr: 55000, usd: 180 },
      service: "SEO",
    });
  });

  test("shows both plan groups with LKR and USD, popular flags, Enterprise cards and the FAQ", async ({ page }) => {
    await page.goto("/pricing");
    for (const text of [
      "LKR 30,000",
      "~USD 100",
      "LKR 50,000",
      "~USD 165",
      "LKR 80,000",
      "LKR 35,000",
      "LKR 55,000",
      "LKR 90,000",
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Most Popular")).toHaveCount(2);
    await expect(page.getByRole("link", { name: /Contact Us about Enterprise/ })).toHaveCount(2);
    await expect(page.getByRole("link", { name: /Contact Us about Enterprise/ }).first()).toHaveAttribute(
      "href",
      "/quote",
    );
    await expect(page.getByRole("heading", { name: "Bundle & Save" })).toBeVisible();
    await expect(page.locator("#faq").getByRole("button")).toHaveCount(9);
  });

  test("'Not sure what plan suits you' goes to the contact section", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    await page.getByRole("link", { name: /Not sure what plan suits you/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});
