import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { finishDocument } from "./document.server";

const rendered =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>x &lt; y</p>' +
  '<script nonce="n1" suppressHydrationWarning>s()</script>' +
  '<link rel="modulepreload" href="/assets/a.js" nonce="n1" suppressHydrationWarning/>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n1"/>' +
  '<script nonce="n1" type="module" async>import * as r from "/assets/a.js";\nwindow.x = "</script-ish>";</script>' +
  "</body></html>";

/** Runs the page's start-up script against a stand-in document and reports what it added, and when. */
function runStartScript(html: string) {
  const script = /<script nonce="n1">(\(function[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error("no start-up script in the page");
  const added: { tag: string; props: Record<string, string> }[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const element = (tag: string) => {
    const props: Record<string, string> = {};
    added.push({ tag, props });
    return props;
  };
  const document = {
    currentScript: { nonce: "n1" },
    createElement: element,
    head: { appendChild: () => undefined },
    body: { appendChild: () => undefined },
  };
  runInNewContext(script, {
    document,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  return { added, frames, timers };
}

describe("finishDocument", () => {
  const page = finishDocument(rendered);

  it("adds the doctype, drops suppressHydrationWarning, and keeps the rest of the page as it was", () => {
    expect(page.startsWith('<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/></head>')).toBe(true);
    expect(page).toContain('<p>x &lt; y</p><script nonce="n1">s()</script>');
    expect(page).not.toContain("suppressHydrationWarning");
  });

  it("sends no script or preload the browser would fetch before the first paint", () => {
    expect(page).not.toMatch(/<link[^>]*modulepreload/);
    expect(page).not.toMatch(/<script[^>]*type="module"/);
  });

  it("adds the preloads and the module script after the first paint, once, with the page's nonce", () => {
    const { added, frames, timers } = runStartScript(page);
    expect(added).toEqual([]);
    // Nothing until the frame after the first paint (or the fallback timer) fires.
    expect(frames).toHaveLength(1);
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    frames[0]?.();
    expect(added).toEqual([]);
    timers[1]?.fn();
    expect(added).toEqual([
      { tag: "link", props: { rel: "modulepreload", href: "/assets/a.js" } },
      { tag: "link", props: { rel: "modulepreload", href: "/assets/b.js" } },
      {
        tag: "script",
        props: {
          type: "module",
          nonce: "n1",
          textContent: 'import * as r from "/assets/a.js";\nwindow.x = "</script-ish>";',
        },
      },
    ]);
    timers[0]?.fn();
    expect(added).toHaveLength(3);
  });
});
