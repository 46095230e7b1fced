import { describe, expect, it } from "vitest";
import { finishDocument } from "./document.server";

describe("finishDocument", () => {
  it("adds the doctype, marks every modulepreload low, drops suppressHydrationWarning, and changes nothing else", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>x &lt; y</p>' +
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
      '<script nonce="n" suppressHydrationWarning>s()</script><link rel="modulepreload" href="/c.js" suppressHydrationWarning/><script type="module">import("/assets/a.js")</script></body></html>';
    expect(finishDocument(html)).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/></head><body><p>x &lt; y</p>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>' +
        '<script nonce="n">s()</script><link rel="modulepreload" fetchpriority="low" href="/c.js"/><script type="module">import("/assets/a.js")</script></body></html>',
    );
  });
});
