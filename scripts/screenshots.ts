// The README's pictures, taken from the running app: the public site, the wizard and each role's dashboard, on a
// phone and a desktop. `npm run screenshots` (builds first) writes docs/screenshots/<page>-<device>.png; run it
// after a visible change so that the README shows the product as it is.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startProductionServer } from "../bench/server";
import { signInCookie } from "../tests/setup/server-build";

const OUT = path.resolve("docs/screenshots");
const devices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};
/** What is pictured: a page, and the demo account it is seen as (none for the public pages). */
const shots = [
  { name: "home", path: "/" },
  { name: "wizard", path: "/onboarding?plan=Growth" },
  { name: "client", path: "/dashboard", deskId: "FLD-CLNT1" },
  { name: "freelancer", path: "/dashboard", deskId: "FLD-FRLN1" },
  { name: "admin", path: "/dashboard", deskId: "FLD-ADMIN" },
];

mkdirSync(OUT, { recursive: true });
const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  for (const shot of shots) {
    const cookie = shot.deskId ? await signInCookie(server.url, shot.deskId) : "";
    for (const [device, options] of Object.entries(devices)) {
      const context = await browser.newContext({ ...options, baseURL: server.url, reducedMotion: "reduce" });
      if (cookie) {
        const [name = "", value = ""] = cookie.split("=");
        await context.addCookies([{ name, value, url: server.url }]);
      }
      // A returning visitor: the home page's first-visit splash would cover the picture.
      await context.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
      const page = await context.newPage();
      await page.goto(shot.path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(OUT, `${shot.name}-${device}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stopAndWait();
}
