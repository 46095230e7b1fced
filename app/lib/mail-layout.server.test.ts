import { describe, expect, it } from "vitest";
import { escapeHtml, renderMail } from "./mail-layout.server";

const content = {
  heading: 'Tea & "Cakes" <live>',
  paragraphs: ["Progress is at 80%."],
  items: [
    {
      title: "<b>Item</b>",
      body: "A few words",
      url: "https://fli.example/dashboard?tab=timeline&x=1",
      when: "24 Nov 2026, 09:00",
    },
  ],
  action: { label: "Open in Fli DESK", url: "https://fli.example/dashboard" },
  footer: {
    text: "You get this mail because...",
    links: [
      { label: "Unsubscribe", url: "https://fli.example/unsubscribe/t" },
      { label: "Manage notification mails", url: "https://fli.example/dashboard/profile/notifications" },
    ],
  },
};

describe("the mail layout", () => {
  it("writes a plain-text part with every link in full", () => {
    const { text } = renderMail(content);
    expect(text).toContain('Tea & "Cakes" <live>');
    expect(text).toContain("https://fli.example/dashboard?tab=timeline&x=1");
    expect(text).toContain("Open in Fli DESK: https://fli.example/dashboard");
    expect(text).toContain("Unsubscribe: https://fli.example/unsubscribe/t");
    expect(text).toContain("Manage notification mails: https://fli.example/dashboard/profile/notifications");
  });

  it("writes an HTML part in the site's colours, escaped, with inline styles and no remote images", () => {
    const { html } = renderMail(content);
    expect(html).toContain("Tea &amp; &quot;Cakes&quot; &lt;live&gt;");
    expect(html).not.toContain("<b>Item</b>");
    expect(html).toContain('href="https://fli.example/dashboard?tab=timeline&amp;x=1"');
    expect(html).toContain("#d9b24c");
    expect(html).toContain("#0b0b0f");
    expect(html).not.toMatch(/<img|<link|<style|url\(/i);
    expect(escapeHtml("'")).toBe("&#39;");
  });
});
