import { expect, hydrated, test } from "./fixtures";

// Hydration must take over the server's HTML, not rebuild it: a rebuilt page paints twice, and its inline scripts
// are inserted again (which the CSP refuses, with an error in the console).
for (const path of ["/", "/services", "/pricing", "/dashboard/auth"]) {
  test(`${path}: hydration keeps every element of the server's HTML and logs no error`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { serverElements: Element[] }).serverElements = [...document.body.querySelectorAll("*")];
      });
    });
    await page.goto(path);
    await hydrated(page);
    await page.waitForTimeout(300);
    const { total, replaced } = await page.evaluate(() => {
      const elements = (window as unknown as { serverElements: Element[] }).serverElements;
      // Gone by design: the router's scripts and script preloads, which it renders for the first load only, and the
      // splash, which removes itself. Everything else must still be the server's element.
      const byDesign = (element: Element) =>
        element.localName === "script" || element.localName === "link" || element.closest("[data-testid=splash]");
      const gone = elements.filter((element) => !element.isConnected && !byDesign(element));
      return { total: elements.length, replaced: gone.map((element) => element.outerHTML.slice(0, 80)) };
    });
    expect(total).toBeGreaterThan(20);
    expect(replaced).toEqual([]);
    expect(errors).toEqual([]);
  });
}
