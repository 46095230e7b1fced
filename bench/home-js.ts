// The JavaScript the home page loads, as sent (gzip plus headers, as Lighthouse counts it), against issue 3's
// 120 KB budget. Faster than the Lighthouse run: `npm run bench:js` (builds first).
import { chromium } from "@playwright/test";
import { homeJsBudget } from "./common";
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
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await page.goto(`${server.url}/`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForTimeout(2000);
  console.log(homeJsBudget(bytes / 1024, scripts.size));
} finally {
  await browser.close();
  server.stop();
}
