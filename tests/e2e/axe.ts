import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Scans the page as it is now against WCAG 2.1 A/AA and best practices; any violation fails the test. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
  expect(summary, "axe violations").toEqual([]);
}
