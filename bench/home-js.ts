// The JavaScript the home page loads, as sent (gzip plus headers, as Lighthouse counts it), against the home page's
// budget, with every file by size. Faster than the Lighthouse run: `npm run bench:js` (builds first).
import { chromium } from "@playwright/test";
import { homeJsBudget, markdownTable, round } from "./common";
import { startProductionServer } from "./server";

const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on("Network.loadingFinished", (event) => {
    const file = scripts.get(event.requestId);
    if (file) sizes.set(file, event.encodedDataLength);
  });
  await page.goto(`${server.url}/`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForTimeout(2000);
  const files = [...sizes].sort((a, b) => b[1] - a[1]);
  const total = files.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(
    markdownTable(
      ["file", "KB as sent"],
      files.map(([file, bytes]) => [file, round(bytes / 1024)]),
    ),
  );
  console.log(homeJsBudget(total / 1024, files.length));
} finally {
  await browser.close();
  server.stop();
}
