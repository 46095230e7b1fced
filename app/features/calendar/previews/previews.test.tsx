import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locale";
import { loadPortalTexts, PortalTextsProvider } from "~/lib/portal-texts";
import { PLATFORMS, type Platform } from "../platforms";
import { FoldedTextView } from "./folded-text";
import { PostPreview } from "./post-preview";
import type { PreviewPost } from "./types";

const post = (over: Partial<PreviewPost> = {}): PreviewPost => ({
  platform: "Instagram",
  caption: "Fresh hoppers every morning",
  hashtags: [],
  media: [],
  businessName: "Lanka Bites",
  scheduledAt: new Date("2026-12-03T04:00:00Z"),
  ...over,
});
// The texts are loaded before rendering, so the provider has them at once (no suspense in a static render).
beforeAll(() => Promise.all([loadPortalTexts("en"), loadPortalTexts("ta")]));
const render = (p: PreviewPost, locale: Locale = "en") =>
  renderToStaticMarkup(
    <PortalTextsProvider locale={locale}>
      <PostPreview post={p} />
    </PortalTextsProvider>,
  );
const image = (n: number) => ({ url: `/uploads/p${n}.jpg`, alt: `Picture ${n}`, kind: "image" as const });
const video = { url: "/uploads/v.mp4", alt: "Kitchen tour", kind: "video" as const };
const words = (n: number) => Array.from({ length: n }, (_, i) => `w${String(i).padStart(2, "0")}`).join(" ");
/** The text a visitor sees: tags dropped, and what a `hidden` element holds left out. */
const visible = (html: string) =>
  html
    .replace(/<span id="[^"]*" hidden="">.*?<\/span><button/s, "<button")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'");

describe("each preview", () => {
  it.each(PLATFORMS)("is a figure captioned with its platform: %s", (platform: Platform) => {
    const html = render(post({ platform }));
    expect(html).toMatch(/^<figure[^>]*><figcaption[^>]*>[^<]*preview<\/figcaption>/);
    expect(html).toContain(`<figcaption class="text-xs font-medium text-muted-foreground">${platform} preview`);
    expect(html).toContain("Lanka Bites");
    expect(html).toContain("3 Dec 2026, 09:30"); // 04:00 UTC is 09:30 in Colombo
    expect(html).not.toMatch(/src="https?:/); // nothing from another site
  });

  it.each(PLATFORMS)("says a post without media has none, where the platform shows a frame: %s", (platform) => {
    const html = render(post({ platform, media: [] }));
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<video");
    if (platform === "Instagram" || platform === "TikTok") expect(html).toContain("No media yet");
  });
});

describe("Instagram", () => {
  it("crops the first picture square, even when a video comes first, and counts the rest", () => {
    const html = render(post({ media: [video, image(1), image(2)] }));
    expect(html).toMatch(
      /<div class="relative w-full overflow-hidden bg-muted aspect-square"><img src="\/uploads\/p1.jpg" alt="Picture 1" class="h-full w-full object-cover"/,
    );
    expect(html).toContain("1 of 3");
  });

  it("folds a long caption after about 125 characters behind a 'more' button", () => {
    const caption = words(40); // 159 characters
    const html = render(post({ caption }));
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="([^"]+)"[^>]*>more<\/button>/);
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<span id="${controls}" hidden="">`);
    const seen = visible(html);
    expect(seen).toContain(`Lanka Bites ${words(31)}… more`); // w00..w30 is 123 characters
    expect(seen).not.toContain("w31");
  });

  it("shows a short caption whole, with no button", () => {
    const html = render(post({ caption: "Short one" }));
    expect(html).not.toContain("<button");
    expect(visible(html)).toContain("Lanka Bites Short one");
  });

  it("colours hashtags like links, the caption's and the post's own", () => {
    const html = render(post({ caption: "New menu #Colombo", hashtags: ["food"] }));
    expect(html).toContain('<span class="text-info-text">#Colombo</span>');
    expect(html).toContain('<span class="text-info-text">#food</span>');
  });

  it("shows the first comment under the caption", () => {
    const html = render(post({ firstComment: "Order on 077 123 4567" }));
    expect(visible(html)).toContain("First commentLanka Bites Order on 077 123 4567");
  });

  it("says why the post cannot go out: a 31st hashtag", () => {
    const tags = Array.from({ length: 31 }, (_, i) => `tag${i}`);
    const html = render(post({ hashtags: tags }));
    expect(html).toContain(
      '<div role="status" class="text-sm text-danger-text"><p>Instagram allows at most 30 hashtags; this post has 31.</p></div>',
    );
  });
});

describe("the fold", () => {
  it("once open, shows the rest and offers to fold it again", () => {
    const props = { text: words(40), limit: 125, more: "more", less: "less", onToggle: () => {} };
    const open = renderToStaticMarkup(<FoldedTextView {...props} open />);
    expect(open).toMatch(/<button type="button" aria-expanded="true" aria-controls="[^"]+"[^>]*> less<\/button>/);
    expect(open).not.toContain("hidden");
    expect(open).not.toContain("…");
    expect(visible(open)).toBe(`${words(40)} less`);
  });
});

describe("X", () => {
  it("counts up to 280 and marks 281 in the destructive colour, in words too", () => {
    const html = render(post({ platform: "X (Twitter)", caption: "a".repeat(281) }));
    expect(html).toContain(
      '<span class="rounded px-1.5 py-0.5 tabular-nums bg-destructive font-semibold text-destructive-foreground"><span class="sr-only">Over the limit: </span>281/280</span>',
    );
    expect(html).toContain("<p>X (Twitter) allows 280 characters; this caption has 281.</p>");
  });

  it("shows 280 of 280 as fine, counting an emoji as one character", () => {
    const html = render(post({ platform: "X (Twitter)", caption: `${"a".repeat(278)}🇱🇰👍🏽` }));
    expect(visible(html)).toContain("Characters: 280/280");
    expect(html).not.toContain("bg-destructive");
    expect(html).toContain('<div role="status" class="text-sm text-danger-text"></div>');
  });

  it("shows the whole text, not folded", () => {
    const html = render(post({ platform: "X (Twitter)", caption: words(50) }));
    expect(html).not.toContain("<button");
    expect(visible(html)).toContain(words(50));
  });
});

describe("LinkedIn", () => {
  it("folds after about 210 characters behind 'see more'", () => {
    const html = render(post({ platform: "LinkedIn", caption: words(60) }));
    expect(html).toMatch(/aria-expanded="false"[^>]*>see more<\/button>/);
    const seen = visible(html);
    expect(seen).toContain(`${words(52)}… see more`); // w00..w51 is 207 characters, w52 would end at 211
    expect(seen).not.toContain("w52");
  });

  it("does not fold 210 characters", () => {
    const caption = `${words(52)}xyz`; // 210
    expect(render(post({ platform: "LinkedIn", caption }))).not.toContain("<button");
  });
});

describe("Facebook", () => {
  it("makes a card of the first address in the text: domain and address, nothing fetched", () => {
    const html = render(
      post({ platform: "Facebook", caption: "Our new menu: https://www.lankabites.lk/menu, and more" }),
    );
    expect(html).toContain('href="https://www.lankabites.lk/menu"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(visible(html)).toContain("lankabites.lkhttps://www.lankabites.lk/menu");
    expect(html).not.toContain("<img");
  });

  it("shows no card without an address, and the picture instead of it when there is one", () => {
    expect(render(post({ platform: "Facebook", caption: "No address" }))).not.toContain("<a ");
    const withImage = render(post({ platform: "Facebook", caption: "See https://lankabites.lk", media: [image(1)] }));
    expect(withImage).not.toContain("<a ");
    expect(withImage).toContain('<img src="/uploads/p1.jpg"');
  });
});

describe("TikTok", () => {
  it("shows the video in a vertical 9:16 frame, the caption over its foot", () => {
    const html = render(post({ platform: "TikTok", media: [image(1), video], caption: "Kitchen tour #food" }));
    expect(html).toMatch(/aspect-\[9\/16\]"><video src="\/uploads\/v.mp4" aria-label="Kitchen tour"/);
    expect(html).toContain("bottom-12");
    expect(visible(html)).toContain("Kitchen tour #food");
  });
});

describe("in the reader's language", () => {
  it("says the frame's words in Tamil, and keeps the platform's and the post's own", () => {
    const html = visible(
      render(
        post({ platform: "LinkedIn", caption: words(60), firstComment: "Order now", media: [image(1), image(2)] }),
        "ta",
      ),
    );
    expect(html).toContain("LinkedIn முன்னோட்டம்");
    expect(html).toContain("மேலும் பார்க்க");
    expect(html).toContain("முதல் கருத்து");
    expect(html).toContain("2இல் 1");
    expect(html).toContain("Lanka Bites Order now");
    for (const english of ["preview", "see more", "First comment", "1 of 2"]) expect(html).not.toContain(english);
  });
});
