import { describe, expect, it } from "vitest";
import { digestMail, instantMail, threadMail, type Unmailed } from "./mail.server";

const env = { PUBLIC_URL: "https://fli.example", SESSION_SECRET: "test-secret-test-secret-test-secret-0000" };
const row = (n: number, kind: Unmailed["kind"] = "comment"): Unmailed => ({
  id: `n${n}`,
  userId: "6f1c1a52-8f8e-4c65-9a3e-0b7c8f1d2e3a",
  email: "freelancer@example.com",
  kind,
  title: kind === "comment" ? "New comment on Website" : "Changes requested on Website",
  body: `Entry ${n}`,
  link: `/dashboard?tab=projects&update=u#update-${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 27, 10, n)),
  thread: "update:u",
});

describe("a thread's mail", () => {
  it("lists every entry, names the count, leads to the newest and unsubscribes from the first kind", () => {
    const mail = threadMail(env, [row(1), row(2), row(3, "change-request")]);
    expect(mail.to).toBe("freelancer@example.com");
    expect(mail.subject).toBe("Changes requested on Website (3 new)");
    for (const n of [1, 2, 3]) expect(mail.text).toContain(`Entry ${n}`);
    expect(mail.text).toContain("Open in Fli DESK: https://fli.example/dashboard?tab=projects&update=u#update-3");
    expect(mail.text).toContain("comments, change requests are mailed to you at once");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(/\/unsubscribe\/[^.]+\.comment\./);
  });
});

describe("every notification mail", () => {
  it("leads to the profile's Notifications section to choose how each kind is mailed (issue 30)", () => {
    const manage = "Manage notification mails: https://fli.example/dashboard/profile/notifications";
    for (const mail of [instantMail(env, row(1)), threadMail(env, [row(1), row(2)]), digestMail(env, [row(1)])]) {
      expect(mail.text).toContain(manage);
      expect(mail.html).toContain('href="https://fli.example/dashboard/profile/notifications"');
    }
  });
});
