import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * An axe scan of the page as it is now. Legacy mode runs axe in the page itself: the default opens a second page
 * to join the results of frames, and no page of ours has a frame. Only violations are reported in full: the
 * details of every passing check are what most of a scan's time went to. Together a scan takes half as long.
 */
export function axeScan(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

/** Scans the page as it is now against WCAG 2.1 A/AA and best practices; any violation fails the test. */
export async function expectNoAxeViolations(page: Page) {
  const results = await axeScan(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
  expect(summary, "axe violations").toEqual([]);
}
