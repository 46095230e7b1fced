import { describe, expect, it } from "vitest";
import {
  changedSinceAsked,
  changesBetween,
  type HistoryEvent,
  historyEntries,
  type VersionContent,
} from "./post-history";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 8, minute));
const version = (number: number, minute: number, caption: string, extra: Partial<VersionContent> = {}) => ({
  number,
  title: "Tea tasting",
  scheduledAt: at(59),
  variants: [{ platform: "Instagram", caption, hashtags: ["#tea"], firstComment: "" }],
  by: "Nimal",
  at: at(minute),
  ...extra,
});
const event = (
  id: string,
  minute: number,
  from: HistoryEvent["from"],
  to: HistoryEvent["to"],
  note: string | null = null,
) => ({
  id,
  from,
  to,
  by: "Someone",
  at: at(minute),
  note,
});

describe("a post's history", () => {
  it("compares two versions field by field, platforms added and dropped included", () => {
    const before = version(1, 0, "Join us.");
    const after = version(2, 5, "Join us in Kandy.", {
      title: "Tea tasting in Kandy",
      variants: [
        { platform: "Instagram", caption: "Join us in Kandy.", hashtags: ["#tea", "#kandy"], firstComment: "" },
        { platform: "Facebook", caption: "Come along.", hashtags: [], firstComment: "" },
      ],
    });
    const changes = changesBetween(before, after);
    expect(changes.title).toEqual({ before: "Tea tasting", after: "Tea tasting in Kandy" });
    expect(changes.scheduledAt).toBeNull();
    expect(changes.texts).toEqual([
      { platform: "Instagram", field: "Caption", before: "Join us.", after: "Join us in Kandy." },
      { platform: "Instagram", field: "Hashtags", before: "#tea", after: "#tea #kandy" },
      { platform: "Facebook", field: "Caption", before: "", after: "Come along." },
    ]);
  });

  it("puts version 1 beside the first send and each later version beside its edit", () => {
    const events = [
      event("a", 0, null, "draft"),
      event("b", 1, "draft", "draft", "Edited"),
      event("c", 2, "in_review", "awaiting_client"),
      event("d", 3, "awaiting_client", "changes_requested", "Say where"),
      event("e", 4, "changes_requested", "changes_requested", "Edited"),
    ];
    const versions = [version(1, 2, "Join us."), version(2, 4, "Join us in Kandy.")];
    const entries = historyEntries(events, versions);
    expect(entries.map((e) => [e.id, e.version])).toEqual([
      ["a", null],
      ["b", null],
      ["c", 1],
      ["d", null],
      ["e", 2],
    ]);
    expect(entries[4]?.changes?.texts.map((t) => t.after)).toEqual(["Join us in Kandy."]);
    expect(changedSinceAsked(events, versions)).toMatchObject({ reason: "Say where", changes: { from: 1, to: 2 } });
  });

  it("says nothing changed since the ask when no edit came after it", () => {
    const events = [
      event("c", 2, "in_review", "awaiting_client"),
      event("d", 3, "awaiting_client", "changes_requested"),
    ];
    expect(changedSinceAsked(events, [])).toBeNull();
    expect(changedSinceAsked(events, [version(1, 2, "x")])).toBeNull();
  });
});
