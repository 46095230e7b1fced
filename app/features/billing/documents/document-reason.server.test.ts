import { describe, expect, it } from "vitest";
import { returnRefundReason } from "../mails.server";
import { agencyPlace, documentReason } from "./document-pdf.server";

// A credit note's reason and the agency's place on a receipt or credit note, in the owner's language (issue 33).
describe("a document's own words in its owner's language", () => {
  it("prints the agency's place in the document's language", () => {
    expect(agencyPlace("en")).toBe("Colombo, Sri Lanka");
    expect(agencyPlace("si")).toBe("කොළඹ, ශ්‍රී ලංකාව");
    expect(agencyPlace("ta")).toBe("கொழும்பு, இலங்கை");
  });

  it("translates a return's reason and a plan change's refund, and keeps a reason the admin typed", () => {
    const duplicate = returnRefundReason("duplicate");
    expect(documentReason(duplicate, "en")).toBe(duplicate);
    expect(documentReason(duplicate, "si")).toBe(returnRefundReason("duplicate", "si"));
    expect(documentReason(duplicate, "ta")).toBe(returnRefundReason("duplicate", "ta"));
    const change = "The 12 unused days of your Growth Social Media plan, after your change to Scale Social Media";
    expect(documentReason(change, "en")).toBe(change);
    expect(documentReason(change, "si")).toBe("Scale සමාජ මාධ්‍ය වෙත ඔබ මාරු වූ පසු, ඔබේ Growth සමාජ මාධ්‍ය සැලසුමේ භාවිත නොකළ දින 12");
    expect(documentReason(change, "ta")).toBe(
      "Scale சமூக ஊடகம் க்கு நீங்கள் மாறிய பின், உங்கள் Growth சமூக ஊடகம் திட்டத்தின் பயன்படுத்தப்படாத 12 நாட்கள்",
    );
    expect(documentReason("Goodwill refund for the late launch", "ta")).toBe("Goodwill refund for the late launch");
  });
});
