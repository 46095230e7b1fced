import { chromium } from "@playwright/test";

const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const [url, out, w] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 1280)];
const ctx = await b.newContext({ viewport: { width: w, height: 900 }, reducedMotion: "reduce" });
const p = await ctx.newPage();
await p.goto(url);
await p.waitForTimeout(400);
await p.screenshot({ path: out, fullPage: true });
await b.close();
