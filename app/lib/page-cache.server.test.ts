import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.server";

const day = new Date().toISOString().slice(0, 10);

describe("the page cache's caps", () => {
  it("holds at most maxEntries pages, dropping the one used longest ago", () => {
    const pages = createPageCache({ enabled: true, maxEntries: 3 });
    for (const path of ["/a", "/b", "/c"]) pages.set(`${day} ${path}`, "N", `<p>${path} N</p>`);
    // Reading /a makes /b the least recently used.
    expect(pages.get(`${day} /a`, "M")).toBe("<p>/a M</p>");
    pages.set(`${day} /d`, "N", "<p>/d</p>");
    expect(pages.size().entries).toBe(3);
    expect(pages.get(`${day} /b`, "M")).toBeNull();
    expect(pages.get(`${day} /a`, "M")).not.toBeNull();
  });

  it("holds at most maxBytes of HTML, and never a page larger than that", () => {
    const pages = createPageCache({ enabled: true, maxBytes: 1000 });
    for (let i = 0; i < 50; i++) pages.set(`${day} /p${i}`, "N", "x".repeat(300));
    expect(pages.size()).toEqual({ entries: 3, bytes: 900 });
    pages.set(`${day} /huge`, "N", "x".repeat(1001));
    expect(pages.get(`${day} /huge`, "N")).toBeNull();
    expect(pages.size().bytes).toBeLessThanOrEqual(1000);
    // Storing a page again replaces it: its bytes are counted once.
    pages.set(`${day} /p49`, "N", "y".repeat(100));
    expect(pages.size()).toEqual({ entries: 3, bytes: 700 });
  });

  it("drops the pages of past days when a page of a new day comes", () => {
    const pages = createPageCache({ enabled: true });
    pages.set("2000-01-01 /a", "N", "old");
    pages.set(`${day} /a`, "N", "new");
    expect(pages.size()).toEqual({ entries: 1, bytes: 3 });
  });
});
