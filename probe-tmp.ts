import { chromium } from "@playwright/test";
import { startProductionServer } from "./bench/server";
const server = await startProductionServer();
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const path of process.argv.slice(2)) {
  const p = await b.newPage({ viewport: { width: 360, height: 740 } });
  await p.goto(server.url + path);
  await p.waitForTimeout(1500);
  const r = await p.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll("body *")) {
      const b = el.getBoundingClientRect();
      if (b.right > window.innerWidth + 0.5 && b.width > 0) out.push(`${el.tagName}.${String((el as HTMLElement).className).slice(0, 90)} w=${Math.round(b.width)} r=${Math.round(b.right)} "${(el.textContent || "").slice(0, 50)}"`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(n);
      const rb = range.getBoundingClientRect();
      if (rb.right > window.innerWidth + 0.5) out.push(`TEXT in ${n.parentElement?.tagName}.${String(n.parentElement?.className).slice(0, 90)} r=${Math.round(rb.right)} "${(n.textContent || "").slice(0, 60)}"`);
    }
    return { sw: document.documentElement.scrollWidth, out: out.slice(0, 12) };
  });
  console.log(path, JSON.stringify(r, null, 1));
}
await b.close();
server.stop();
