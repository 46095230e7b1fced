import { describe, expect, it } from "vitest";
import { whatsAppShareUrl } from "./share";

const review = "https://desk.fli.lk/review/3q2-Ab_c9";

describe("whatsAppShareUrl", () => {
  it("opens WhatsApp's share page with the message and the address, encoded", () => {
    const url = whatsAppShareUrl(review, "Lanka Bites & Co: December's posts, ready for you #review");
    expect(url).toBe(
      "https://wa.me/?text=Lanka%20Bites%20%26%20Co%3A%20December's%20posts%2C%20ready%20for%20you%20%23review%0Ahttps%3A%2F%2Fdesk.fli.lk%2Freview%2F3q2-Ab_c9",
    );
    const parsed = new URL(url);
    expect(parsed.origin).toBe("https://wa.me");
    expect([...parsed.searchParams.keys()]).toEqual(["text"]);
    expect(parsed.searchParams.get("text")).toBe(
      `Lanka Bites & Co: December's posts, ready for you #review\n${review}`,
    );
  });

  it("carries any script and emoji, and the address alone without a message", () => {
    const text = (u: string) => new URL(u).searchParams.get("text");
    expect(text(whatsAppShareUrl(review, "ලංකා බයිට්ස් 🍛"))).toBe(`ලංකා බයිට්ස් 🍛\n${review}`);
    expect(text(whatsAppShareUrl(review))).toBe(review);
    expect(text(whatsAppShareUrl(review, "   "))).toBe(review);
  });

  it("shares only a web address", () => {
    expect(() => whatsAppShareUrl("javascript:alert(1)")).toThrow("Only a web address");
    expect(() => whatsAppShareUrl("/review/abc")).toThrow();
  });
});
