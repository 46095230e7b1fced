import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { finishDocument, finishDocumentStream } from "./document.server";
import { fontQuery, WEB_FONTS } from "./web-fonts";

// What React DOM's server renderer writes for React Router's <Links> and <Scripts> (preloads hoisted into the head).
const rendered =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/a.css"/></head><body><p>x &lt; y</p>' +
  '<script nonce="n1">s()</script>' +
  '<script nonce="n1" type="module" async="">import * as r from "/assets/a.js";\nwindow.x = "</script-ish>";</script>' +
  '<!--$?--><template id="B:0"></template><!--/$--></body></html>';
const later = '<div hidden id="S:0"><p>streamed in later</p></div><script nonce="n1">$RC("B:0","S:0")</script>';

/**
 * Runs the page's start-up scripts against a stand-in document and reports what they added, and when. `import()`
 * is syntax a stand-in cannot replace, so it is renamed to `load`, which `loader` answers (default: never).
 */
function runStartScripts(
  html: string,
  loader: (href: string) => Promise<unknown> = () => new Promise(() => {}),
  globals: Record<string, unknown> = {},
) {
  const scripts = [...html.matchAll(/<script nonce="n1">(\(function[\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
  const added: { tag: string; props: Record<string, string> }[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const element = (tag: string) => {
    const props: Record<string, string> = {};
    added.push({ tag, props });
    return props;
  };
  const attributes: Record<string, string> = {};
  const document = {
    currentScript: { nonce: "n1" },
    createElement: element,
    head: { appendChild: () => undefined },
    body: { appendChild: () => undefined },
    // The page's stylesheet, as the browser resolves its address, and the web fonts when the test gives them.
    querySelector: (selector: string) => (selector === 'link[rel="stylesheet"]' ? { href: "http://x/a.css" } : null),
    documentElement: {
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      hasAttribute: (name: string) => name in attributes,
    },
    fonts: globals.fonts,
    readyState: "interactive",
  };
  for (const script of scripts)
    runInNewContext(script.replaceAll("import(", "load("), {
      ...globals,
      load: loader,
      document,
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    });
  return { scripts, added, frames, timers, attributes };
}

describe("finishDocument", () => {
  const page = finishDocument(rendered);

  it("keeps the rest of the page as it was", () => {
    expect(
      page.startsWith('<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><script nonce="n1">'),
    ).toBe(true);
    expect(page).toContain('<p>x &lt; y</p><script nonce="n1">s()</script>');
    expect(page.endsWith('<!--$?--><template id="B:0"></template><!--/$--></body></html>')).toBe(true);
  });

  it("sends no script or preload the browser would fetch before the first paint", () => {
    expect(page).not.toMatch(/<link[^>]*modulepreload/);
    expect(page).not.toMatch(/<script[^>]*type="module"/);
  });

  it("preloads the modules from the head, and adds the module script in its place, after the first paint", () => {
    const { scripts, added, frames, timers } = runStartScripts(page);
    expect(scripts).toHaveLength(2);
    expect(page.indexOf(scripts[0] as string)).toBeLessThan(page.indexOf("</head>"));
    expect(page.indexOf(scripts[1] as string)).toBeGreaterThan(page.indexOf("<p>x &lt; y</p>"));
    expect(added).toEqual([]);
    // Nothing until the frame after the first paint (or the fallback timer) fires.
    expect(frames).toHaveLength(2);
    expect(timers.map((t) => t.ms)).toEqual([1000, 1000]);
    for (const frame of frames) frame();
    expect(added).toEqual([]);
    for (const timer of timers.slice(2)) timer.fn();
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
    // The fallback timers find the work done: each script runs once.
    for (const timer of timers.slice(0, 2)) timer.fn();
    expect(added).toHaveLength(3);
  });
});

describe("finishDocument with the shared chunks", () => {
  const page = finishDocument(
    rendered.replace(
      '<link rel="modulepreload" href="/assets/b.js"/>',
      '<link rel="modulepreload" href="/assets/router-C4d.js"/><link rel="modulepreload" href="/assets/react-A1b.js"/>',
    ),
  );
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it("imports React, then the router, each in a task of its own, before the module script", async () => {
    const loads: string[] = [];
    const { added, frames, timers } = runStartScripts(page, async (href) => loads.push(href));
    for (const frame of frames) frame();
    timers[2]?.fn(); // the preloads' task
    timers[3]?.fn(); // the start-up's task
    expect(loads).toEqual(["/assets/react-A1b.js"]);
    await tick();
    expect(loads).toEqual(["/assets/react-A1b.js"]);
    timers[4]?.fn();
    expect(loads).toEqual(["/assets/react-A1b.js", "/assets/router-C4d.js"]);
    expect(added.some((a) => a.tag === "script")).toBe(false);
    await tick();
    timers.at(-1)?.fn();
    expect(added.filter((a) => a.tag === "script")).toHaveLength(1);
  });

  it("still adds the module script when a chunk fails to load", async () => {
    const { added, frames, timers } = runStartScripts(page, () => Promise.reject(new Error("offline")));
    for (const frame of frames) frame();
    timers[3]?.fn();
    await tick();
    expect(added.filter((a) => a.tag === "script")).toHaveLength(1);
  });
});

describe("finishDocumentStream", () => {
  /** Streams `chunks` through the transform; gives back what it sent and what it handed to `onEnd`. */
  async function stream(chunks: Buffer[]) {
    let recorded: string | undefined;
    const out = Readable.from(chunks).pipe(finishDocumentStream((html) => (recorded = html)));
    return { sent: await text(out), recorded };
  }

  it("rewrites the shell wherever React cuts its chunks, even inside a character, and passes later parts through", async () => {
    const bytes = Buffer.from(`${rendered.replace("x &lt; y", "x &lt; y ශ්‍රී")}${later}`);
    const expected = `${finishDocument(rendered.replace("x &lt; y", "x &lt; y ශ්‍රී"))}${later}`;
    for (const size of [1, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const { sent, recorded } = await stream(chunks);
      expect(sent).toBe(expected);
      expect(recorded).toBe(expected);
    }
  });

  it("sends the shell before the rest has come", async () => {
    const transform = finishDocumentStream();
    const received: string[] = [];
    transform.on("data", (chunk: Buffer) => received.push(chunk.toString()));
    transform.write(rendered);
    await new Promise((resolve) => setImmediate(resolve));
    expect(received.join("")).toBe(finishDocument(rendered));
    transform.end(later);
    await new Promise((resolve) => transform.on("end", resolve));
    expect(received.join("")).toBe(finishDocument(rendered) + later);
  });

  it("waits for the browser to report the first paint, not for an animation frame, where it reports paints", () => {
    const observers: { callback: (list: unknown, observer: { disconnect(): void }) => void; options: unknown }[] = [];
    class PerformanceObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      constructor(public callback: (list: unknown, observer: { disconnect(): void }) => void) {}
      observe(options: unknown) {
        observers.push({ callback: this.callback, options });
      }
    }
    const { added, frames, timers } = runStartScripts(finishDocument(rendered), undefined, { PerformanceObserver });
    // An animation frame runs before its frame is painted: nothing waits for one.
    expect(frames).toHaveLength(0);
    expect(observers.map((o) => o.options)).toEqual([
      { type: "paint", buffered: true },
      { type: "paint", buffered: true },
    ]);
    for (const observer of observers) observer.callback({}, { disconnect: () => undefined });
    expect(added).toEqual([]);
    for (const timer of timers.filter((t) => t.ms === 0)) timer.fn();
    expect(added.map((a) => a.tag)).toEqual(["link", "link", "script"]);
  });
});

describe("the web fonts", () => {
  const page = finishDocument(rendered);
  /** A tab's sessionStorage, `document.fonts` recording the fonts asked for, and the page's load event. */
  function browser(stored: Record<string, string> = {}) {
    const asked: string[] = [];
    const arrivals: (() => void)[] = [];
    const onLoad: (() => void)[] = [];
    const fonts = {
      load: (font: string) => {
        asked.push(font);
        return new Promise((resolve) => arrivals.push(() => resolve([{}])));
      },
    };
    const sessionStorage = {
      getItem: (key: string) => stored[key] ?? null,
      setItem: (key: string, value: string) => (stored[key] = value),
    };
    const addEventListener = (type: string, fn: () => void) => {
      if (type === "load") onLoad.push(fn);
    };
    return {
      asked,
      stored,
      arrive: () => {
        for (const arrive of arrivals) arrive();
      },
      load: () => {
        for (const fn of onLoad) fn();
      },
      globals: { fonts, sessionStorage, addEventListener },
    };
  }
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  const paint = (run: ReturnType<typeof runStartScripts>) => {
    for (const frame of run.frames) frame();
    for (const timer of run.timers.filter((t) => t.ms === 0)) timer.fn();
  };

  it("asks for no font before the first paint, then for both once the page has loaded, for the tab's next pages", async () => {
    const tab = browser();
    const run = runStartScripts(page, undefined, tab.globals);
    paint(run);
    expect(tab.asked).toEqual([]);
    tab.load();
    expect(tab.asked).toEqual(WEB_FONTS.map(fontQuery));
    tab.arrive();
    await tick();
    // This page keeps its fallback fonts: swapping them under the reader's eyes would move centred lines.
    expect(run.attributes).toEqual({});
    expect(tab.stored).toEqual({ fonts: "http://x/a.css" });
  });

  it("uses them from the first paint on a later page of the tab, and asks for nothing more", () => {
    const tab = browser({ fonts: "http://x/a.css" });
    const run = runStartScripts(page, undefined, tab.globals);
    expect(run.attributes).toEqual({ "data-fonts": "" });
    paint(run);
    tab.load();
    expect(tab.asked).toEqual([]);
  });

  it("waits for them again after a build with another stylesheet", () => {
    const tab = browser({ fonts: "http://x/old.css" });
    const run = runStartScripts(page, undefined, tab.globals);
    expect(run.attributes).toEqual({});
    paint(run);
    tab.load();
    expect(tab.asked).toHaveLength(2);
  });

  it("names the families app.css declares", () => {
    const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
    for (const font of WEB_FONTS) expect(css).toContain(`font-family: "${font}";`);
  });
});
