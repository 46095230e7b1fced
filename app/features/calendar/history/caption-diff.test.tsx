import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { loadPortalTexts, type PortalMessages, PortalTextsProvider } from "~/lib/portal-texts";
import { CaptionDiff, captionChanges, changeSummary } from "./caption-diff";

let m: PortalMessages;
// Loaded before rendering, so the provider has the texts at once (no suspense in a static render).
beforeAll(async () => {
  m = (await loadPortalTexts("en")).m;
});
const render = (before: string, after: string) =>
  renderToStaticMarkup(
    <PortalTextsProvider locale="en">
      <CaptionDiff before={before} after={after} />
    </PortalTextsProvider>,
  );

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("captionChanges", () => {
  it("marks each word added and removed, and keeps the rest", () => {
    expect(captionChanges("Fresh hoppers every morning", "Fresh string hoppers every evening")).toEqual([
      { kind: "same", text: "Fresh " },
      { kind: "added", text: "string " },
      { kind: "same", text: "hoppers every " },
      { kind: "removed", text: "morning" },
      { kind: "added", text: "evening" },
    ]);
  });

  // jsdiff may give a space between words to the run kept rather than to the word added or removed, so the words,
  // not the spaces, are compared.
  it("puts the words of either caption back together", () => {
    const changes = captionChanges("One two, three.\nFour #five", "One 2, three!\nFour #five #six");
    const join = (kind: "added" | "removed") =>
      changes
        .filter((c) => c.kind !== kind)
        .map((c) => c.text)
        .join("")
        .split(/\s+/)
        .filter(Boolean);
    expect(join("added")).toEqual(["One", "two,", "three.", "Four", "#five"]);
    expect(join("removed")).toEqual(["One", "2,", "three!", "Four", "#five", "#six"]);
  });

  it("sums the change up in words", () => {
    expect(changeSummary(captionChanges("a b c", "a b c"), m)).toBe("No change to the caption.");
    expect(changeSummary(captionChanges("a b c", "a x y c"), m)).toBe("2 words added, 1 word removed.");
    expect(changeSummary(captionChanges("a b", "a"), m)).toBe("1 word removed.");
    expect(changeSummary(captionChanges("", "new caption"), m)).toBe("2 words added.");
  });
});

describe("CaptionDiff", () => {
  it("strikes removed words and underlines added ones, in <del> and <ins>, said aloud too", () => {
    const html = render("Open at 9 today", "Open at 10 today");
    expect(html).toContain(
      '<del class="rounded-sm bg-destructive/25 px-0.5 text-danger-text line-through decoration-2"><span class="sr-only">removed: </span>9<span class="sr-only"> (end of removal)</span></del>',
    );
    expect(html).toContain(
      '<ins class="rounded-sm bg-success/25 px-0.5 text-success-text underline decoration-2"><span class="sr-only">added: </span>10<span class="sr-only"> (end of addition)</span></ins>',
    );
    expect(text(html)).toBe(
      "1 word added, 1 word removed.Open at removed: 9 (end of removal)added: 10 (end of addition) today",
    );
  });

  it("says when nothing changed, and escapes what the caption holds", () => {
    const html = render("<b>same</b>", "<b>same</b>");
    expect(html).toContain("No change to the caption.");
    expect(html).not.toContain("<ins");
    expect(html).not.toContain("<del");
    expect(html).toContain("&lt;b&gt;same&lt;/b&gt;");
  });
});
