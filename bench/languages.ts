// What each language's pages cost a first visit: the HTML (as sent and raw), the scripts, the fonts and the
// stylesheet as sent (encoded bytes, as Lighthouse counts them), and the number of requests, for the home page and
// /services in English, Sinhala and Tamil. A Sinhala or Tamil page adds its script's font and nothing else
// (decision 48): this prints it. `npm run bench:languages` (builds first).
import { chromium } from "@playwright/test";
import { markdownTable, round } from "./common";
import { startProductionServer } from "./server";

const PAGES = ["/", "/si", "/ta", "/services", "/si/services", "/ta/services"];
type Kind = "Document" | "Script" | "Font" | "Stylesheet" | "Other";
const KINDS: Kind[] = ["Document", "Script", "Font", "Stylesheet"];

const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});

/** A first visit (empty cache) at a phone's width: the bytes as sent by kind, the requests, the raw HTML. */
async function visit(pathname: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const kinds = new Map<string, Kind>();
  const sent = new Map<Kind, number>();
  cdp.on("Network.responseReceived", (event) => {
    kinds.set(event.requestId, KINDS.includes(event.type as Kind) ? (event.type as Kind) : "Other");
  });
  cdp.on("Network.loadingFinished", (event) => {
    const kind = kinds.get(event.requestId);
    if (kind) sent.set(kind, (sent.get(kind) ?? 0) + event.encodedDataLength);
  });
  const response = await page.goto(`${server.url}${pathname}`);
  const html = (await response?.body())?.byteLength ?? 0;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The lower parts hydrate when the browser is idle: their scripts count too.
  await page.waitForTimeout(2000);
  await context.close();
  return { sent, requests: kinds.size, html };
}

try {
  const rows: (string | number)[][] = [];
  for (const pathname of PAGES) {
    const { sent, requests, html } = await visit(pathname);
    const kb = (kind: Kind) => round((sent.get(kind) ?? 0) / 1024);
    rows.push([pathname, round(html / 1024), kb("Document"), kb("Script"), kb("Font"), kb("Stylesheet"), requests]);
  }
  console.log(
    markdownTable(["page", "HTML KB (raw)", "HTML KB as sent", "scripts KB", "fonts KB", "CSS KB", "requests"], rows),
  );
} finally {
  await browser.close();
  server.stop();
}
