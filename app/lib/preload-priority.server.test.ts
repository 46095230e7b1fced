import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./preload-priority.server";

async function run(chunks: string[]) {
  let ended = false;
  const stream = lowPriorityModulePreloads(() => {
    ended = true;
  });
  const out: string[] = [];
  stream.on("data", (d) => out.push(d.toString()));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const c of chunks) stream.write(c);
  stream.end();
  await done;
  return { html: out.join(""), ended };
}

const html =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>x &lt; y</p><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><script type="module">import("/assets/a.js")</script></body>';
const expected = html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

describe("low-priority module preloads", () => {
  it("marks every modulepreload low, and changes nothing else", async () => {
    const { html: out, ended } = await run([html]);
    expect(out).toBe(expected);
    expect(ended).toBe(true);
  });

  it("finds a tag split across chunks at any point", async () => {
    for (let i = 1; i < html.length; i++) {
      for (const j of [i + 1, i + 7, i + 30]) {
        const { html: out } = await run([html.slice(0, i), html.slice(i, j), html.slice(j)]);
        expect(out, `cut at ${i}/${j}`).toBe(expected);
      }
    }
  });
});
