import { beforeAll, describe, expect, it } from "vitest";
import { loadPortalTexts, type PortalMessages } from "~/lib/portal-texts";
import {
  isLiveAddress,
  type Mover,
  movePost,
  movesFor,
  type PostMove,
  type PostState,
  type PostStatus,
  postStatuses,
} from "./workflow";

let en: PortalMessages;
let si: PortalMessages;
let ta: PortalMessages;
beforeAll(async () => {
  en = (await loadPortalTexts("en")).m;
  si = (await loadPortalTexts("si")).m;
  ta = (await loadPortalTexts("ta")).m;
});

const now = new Date("2026-11-15T06:00:00Z");
const ahead = new Date("2026-11-20T04:30:00Z");
const past = new Date("2026-11-10T04:30:00Z");

const admin: Mover = { role: "admin", userId: "a" };
const client: Mover = { role: "client", userId: "c" };
const otherClient: Mover = { role: "client", userId: "c2" };
const writer: Mover = { role: "freelancer", userId: "f" };
const otherWriter: Mover = { role: "freelancer", userId: "f2" };

const post = (status: PostStatus, scheduledAt = ahead): PostState => ({
  status,
  clientId: "c",
  assignedFreelancerId: "f",
  scheduledAt,
  platforms: ["Instagram", "X (Twitter)"],
});

// Every allowed move, written out: who, from where, with what, to where.
const allowed: [PostMove, Mover, PostStatus, PostStatus, { note?: string; url?: string }?][] = [
  ["submit", writer, "draft", "in_review"],
  ["submit", writer, "changes_requested", "in_review"],
  ["submit", admin, "draft", "in_review"],
  ["submit", admin, "changes_requested", "in_review"],
  ["send", admin, "in_review", "awaiting_client"],
  ["return", admin, "in_review", "changes_requested", { note: "Shorter, please" }],
  ["approve", client, "awaiting_client", "scheduled"],
  ["request-changes", client, "awaiting_client", "changes_requested", { note: "Wrong price" }],
  ["hold", client, "awaiting_client", "on_hold"],
  ["resume", client, "on_hold", "awaiting_client"],
  ["resume", admin, "on_hold", "awaiting_client"],
  ["schedule", admin, "approved", "scheduled"],
  ["publish", writer, "scheduled", "published", { url: "https://www.instagram.com/p/abc" }],
  ["publish", admin, "approved", "published", { url: "https://x.com/ceylontea/status/1" }],
  ["publish", writer, "failed", "published", { url: "https://twitter.com/ceylontea/status/1" }],
  ["publish", writer, "approved", "published", { url: "https://instagram.com/p/1" }],
  ["publish", admin, "scheduled", "published", { url: "https://instagram.com/p/1" }],
  ["publish", admin, "failed", "published", { url: "https://instagram.com/p/1" }],
  ["fail", writer, "scheduled", "failed", { note: "Instagram refused the video" }],
  ["fail", admin, "scheduled", "failed", { note: "Account locked" }],
];

describe("the post workflow", () => {
  it.each(allowed)("%s by %o from %s goes to %s", (move, mover, from, to, extra) => {
    const result = movePost(post(from), mover, { move, ...extra }, en, now);
    expect(result).toMatchObject({ ok: true, value: { status: to } });
    expect(movesFor(post(from), mover)).toContain(move);
  });

  it("refuses every move from every other status as a conflict", () => {
    for (const [move, mover, from] of allowed) {
      const legal = allowed.filter((a) => a[0] === move && a[1] === mover).map((a) => a[2]);
      for (const status of postStatuses.filter((s) => s !== from && !legal.includes(s))) {
        const result = movePost(post(status), mover, { move, note: "n", url: "https://instagram.com/p/1" }, en, now);
        expect(result.ok ? "moved" : result.problem.kind, `${move} from ${status}`).toBe("conflict");
      }
    }
  });

  it("refuses a move by someone whose part it is not, whatever the status", () => {
    const refusals: [PostMove, Mover][] = [
      ["submit", client],
      ["submit", otherWriter],
      ["send", writer],
      ["send", client],
      ["return", writer],
      ["approve", admin],
      ["approve", writer],
      ["approve", otherClient],
      ["request-changes", admin],
      ["hold", writer],
      ["resume", writer],
      ["schedule", client],
      ["schedule", writer],
      ["publish", client],
      ["publish", otherWriter],
      ["fail", client],
    ];
    for (const [move, mover] of refusals) {
      for (const status of postStatuses) {
        const result = movePost(post(status), mover, { move, note: "n", url: "https://instagram.com/p/1" }, en, now);
        expect(result.ok ? "moved" : result.problem.kind, `${move} by ${mover.role} ${mover.userId}`).toBe("forbidden");
        expect(movesFor(post(status), mover)).not.toContain(move);
      }
    }
  });

  it("keeps an approval of a past date Approved, and will not schedule it", () => {
    expect(movePost(post("awaiting_client", past), client, { move: "approve" }, en, now)).toMatchObject({
      ok: true,
      value: { status: "approved" },
    });
    expect(movePost(post("approved", past), admin, { move: "schedule" }, en, now)).toMatchObject({
      ok: false,
      problem: { kind: "conflict" },
    });
  });

  it("asks for a reason or note where the move needs one", () => {
    for (const [move, mover] of [
      ["request-changes", client],
      ["return", admin],
      ["fail", writer],
    ] as const) {
      const from = move === "fail" ? "scheduled" : move === "return" ? "in_review" : "awaiting_client";
      const result = movePost(post(from), mover, { move, note: "   " }, en, now);
      expect(result).toMatchObject({ ok: false, problem: { kind: "invalid", fields: { note: expect.any(String) } } });
    }
    expect(movePost(post("awaiting_client"), client, { move: "request-changes" }, en, now)).toMatchObject({
      ok: false,
      problem: { message: "Say what should change: a reason is required." },
    });
  });

  it("takes a live address only on one of the post's platforms' sites", () => {
    const publish = (url?: string) => movePost(post("scheduled"), writer, { move: "publish", url }, en, now);
    expect(publish()).toMatchObject({
      ok: false,
      problem: { kind: "invalid", message: "Give the live post's address." },
    });
    expect(publish("https://facebook.com/p/1")).toMatchObject({
      ok: false,
      problem: { message: "The live post's address must be on instagram.com, x.com, twitter.com." },
    });
    expect(publish("https://instagram.com.evil.example/p")).toMatchObject({ ok: false });
    expect(publish("javascript:alert(1)")).toMatchObject({ ok: false });
    expect(publish("https://www.instagram.com/p/C1")).toMatchObject({
      ok: true,
      value: { status: "published", publishedUrl: "https://www.instagram.com/p/C1" },
    });
    expect(isLiveAddress("https://www.linkedin.com/feed/update/1", ["LinkedIn"])).toBe(true);
    expect(isLiveAddress("https://vm.tiktok.com/xyz", ["TikTok"])).toBe(true);
    expect(isLiveAddress("https://notfacebook.com/x", ["Facebook"])).toBe(false);
  });

  it("refuses in the mover's language, the English word for word", () => {
    const approvePublished = (m: PortalMessages) => movePost(post("published"), client, { move: "approve" }, m, now);
    expect(approvePublished(en)).toMatchObject({
      ok: false,
      problem: { kind: "conflict", message: 'A post that is Published cannot be moved with "Approve".' },
    });
    // Sinhala: the status and the move are named as the Sinhala page names them.
    const said = approvePublished(si);
    expect(said.ok).toBe(false);
    if (!said.ok) {
      expect(said.problem.message).toBe(
        si.calendar_workflow_wrong_status({
          status: si.calendar_status_published(),
          move: si.calendar_post_move_approve(),
        }),
      );
      expect(said.problem.message).toContain(si.calendar_status_published());
      expect(said.problem.message).toMatch(/[\u0D80-\u0DFF]/u);
    }
    // Tamil: a client asking for changes without a reason, on the field too.
    const tamil = movePost(post("awaiting_client"), client, { move: "request-changes" }, ta, now);
    const reason = "என்ன மாற வேண்டும் என்பதைக் கூறவும்: காரணம் தேவை.";
    expect(tamil).toMatchObject({ ok: false, problem: { kind: "invalid", message: reason, fields: { note: reason } } });
    expect(
      movePost(post("scheduled"), writer, { move: "publish", url: "https://facebook.com/p/1" }, ta, now),
    ).toMatchObject({
      ok: false,
      problem: { message: "வெளியான பதிவின் முகவரி instagram.com, x.com, twitter.com இல் இருக்க வேண்டும்." },
    });
    expect(movePost(post("draft"), client, { move: "submit" }, si, now)).toMatchObject({
      ok: false,
      problem: { kind: "forbidden", message: "එය කළ හැක්කේ පළ කිරීමේ ලේඛකයාට, පරිපාලකයෙකුට හෝ එහි සේවාදායකයාට පමණි." },
    });
  });
});
