import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outbox, sessions, users } from "#db/schema";
import { hashPassword, verifyPassword } from "~/features/accounts/password.server";
import { profileMessages } from "~/features/accounts/profile/profile.server";
import { PROFILE_SECTIONS, profileSections } from "~/lib/portal-areas";
import { setUpDatabase, setUpServer } from "../setup/hooks";
import { signInCookie } from "../setup/server-build";

const PASSWORD = "Old#Password1";
const database = setUpDatabase();
const server = setUpServer(database);

async function newUser(flideskId: string) {
  const [user] = await database.db
    .insert(users)
    .values({
      flideskId,
      email: `${flideskId.toLowerCase()}@example.lk`,
      role: "freelancer",
      onboarded: true,
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

// Each form posts to its section's own route (issue 30).
const sectionOf: Record<string, string> = {
  "update-name": profileSections.account,
  "change-email": profileSections.account,
  "change-password": profileSections.security,
  "sign-out-device": profileSections.devices,
  "sign-out-others": profileSections.devices,
};

const postTo = (path: string, cookie: string, fields: Record<string, string>, userAgent = "curl/8.5.0") =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, "User-Agent": userAgent },
    body: new URLSearchParams(fields),
  });

const post = (cookie: string, fields: Record<string, string>) =>
  postTo(sectionOf[fields.intent ?? ""] ?? profileSections.account, cookie, fields);

const signedIn = async (cookie: string) =>
  (await fetch(`${server.url}/dashboard/profile`, { redirect: "manual", headers: { Cookie: cookie } })).status === 200;

const sessionsOf = async (userId: string) =>
  database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));

describe("profile", () => {
  it("lists the user's own devices with the browser, the address and this one marked", async () => {
    const user = await newUser("FLD-PRF01");
    const here = await signInCookie(server.url, user.flideskId, PASSWORD);
    await signInCookie(server.url, user.flideskId, PASSWORD);
    const page = await fetch(`${server.url}${profileSections.devices}`, { headers: { Cookie: here } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Signed-in devices");
    expect(html.match(/This device/g)).toHaveLength(1);
    expect(html).toContain("127.0.0.1");
    // Another user's sessions never show.
    const other = await newUser("FLD-PRF02");
    await signInCookie(server.url, other.flideskId, PASSWORD);
    const [mine, theirs] = [await sessionsOf(user.id), await sessionsOf(other.id)];
    expect(mine).toHaveLength(2);
    for (const s of theirs) expect(html).not.toContain(s.id);
  });

  it("changes the password only with the current one, and signs out every other device", async () => {
    const user = await newUser("FLD-PRF03");
    const here = await signInCookie(server.url, user.flideskId, PASSWORD);
    const elsewhere = await signInCookie(server.url, user.flideskId, PASSWORD);

    const wrong = await post(here, {
      intent: "change-password",
      current: "Nope#Nope1",
      password: "New#Password2",
      confirm: "New#Password2",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(profileMessages.wrongCurrent);
    const weak = await post(here, { intent: "change-password", current: PASSWORD, password: "weak", confirm: "weak" });
    expect(weak.status).toBe(400);
    const same = await post(here, {
      intent: "change-password",
      current: PASSWORD,
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(await same.text()).toContain(profileMessages.same);
    expect(await signedIn(elsewhere)).toBe(true);

    const done = await post(here, {
      intent: "change-password",
      current: PASSWORD,
      password: "New#Password2",
      confirm: "New#Password2",
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(profileMessages.passwordChanged);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after?.passwordHash ?? "", "New#Password2")).toBe(true);
  });

  it("signs out one own device or all others, never another user's", async () => {
    const user = await newUser("FLD-PRF04");
    const here = await signInCookie(server.url, user.flideskId, PASSWORD);
    const second = await signInCookie(server.url, user.flideskId, PASSWORD);
    const third = await signInCookie(server.url, user.flideskId, PASSWORD);
    const stranger = await newUser("FLD-PRF05");
    const strangerCookie = await signInCookie(server.url, stranger.flideskId, PASSWORD);
    const [strangerSession] = await sessionsOf(stranger.id);

    // Another user's device: nothing happens to it.
    const foreign = await post(here, { intent: "sign-out-device", device: strangerSession?.id ?? "" });
    expect(foreign.status).toBe(404);
    expect(await signedIn(strangerCookie)).toBe(true);
    expect((await post(here, { intent: "sign-out-device", device: "not-a-session" })).status).toBe(400);
    expect((await postTo(profileSections.devices, here, { intent: "no-such-form" })).status).toBe(400);

    const hereId = createHash("sha256")
      .update(here.slice(here.indexOf("=") + 1))
      .digest("hex");
    const otherId = (await sessionsOf(user.id)).map((s) => s.id).find((id) => id !== hereId);
    const one = await post(here, { intent: "sign-out-device", device: otherId ?? "" });
    expect(one.status).toBe(200);
    expect((await sessionsOf(user.id)).length).toBe(2);

    const all = await post(here, { intent: "sign-out-others" });
    expect(all.status).toBe(200);
    expect(await signedIn(here)).toBe(true);
    expect(await Promise.all([second, third].map(signedIn))).toEqual([false, false]);
    expect(await signedIn(strangerCookie)).toBe(true);
  });

  it("saves a display name, and refuses one over 80 characters or over two lines", async () => {
    const user = await newUser("FLD-PRF06");
    const here = await signInCookie(server.url, user.flideskId, PASSWORD);
    expect((await post(here, { intent: "update-name", displayName: "  Ayesha Perera " })).status).toBe(200);
    const [named] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(named?.displayName).toBe("Ayesha Perera");
    expect(await (await fetch(`${server.url}/dashboard/profile`, { headers: { Cookie: here } })).text()).toContain(
      "Ayesha Perera",
    );
    for (const displayName of ["x".repeat(81), "Two\nlines"]) {
      const refused = await post(here, { intent: "update-name", displayName });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(profileMessages.name);
    }
    expect((await post(here, { intent: "update-name", displayName: "" })).status).toBe(200);
    const [cleared] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(cleared?.displayName).toBeNull();
  });

  it("moves the email only when the new address confirms it, and tells the old one", async () => {
    const user = await newUser("FLD-PRF07");
    const taken = await newUser("FLD-PRF08");
    const here = await signInCookie(server.url, user.flideskId, PASSWORD);
    const ask = (email: string, current = PASSWORD) => post(here, { intent: "change-email", email, current });
    expect((await ask("new-prf07@example.lk", "Wrong#Guess1")).status).toBe(400);
    expect((await ask(user.email)).status).toBe(400);
    const conflict = await ask(taken.email);
    expect(conflict.status).toBe(409);
    expect(await conflict.text()).toContain("This email address is already used by another account");

    expect((await ask("First-PRF07@Example.lk")).status).toBe(200);
    expect((await ask("new-prf07@example.lk")).status).toBe(200);
    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, "Confirm your new Fli DESK email address"));
    const links = mails.map((m) => /\/dashboard\/confirm-email\/[\w-]+/.exec(m.text)?.[0] ?? "");
    const [first, second] = [
      links.find((_, i) => mails[i]?.to === "first-prf07@example.lk"),
      links.find((_, i) => mails[i]?.to === "new-prf07@example.lk"),
    ];
    // Only the newest link works; opening it changes nothing until its button is pressed.
    expect((await fetch(`${server.url}${first}`)).status).toBe(410);
    const page = await fetch(`${server.url}${second}`);
    expect(page.status).toBe(200);
    const [unchanged] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged?.email).toBe(user.email);

    const confirm = await fetch(`${server.url}${second}`, {
      redirect: "manual",
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(confirm.status).toBe(302);
    const changed = await fetch(`${server.url}${second}`);
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Your Fli DESK email address is now new-prf07@example.lk.");
    const [moved] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(moved?.email).toBe("new-prf07@example.lk");
    const told = await database.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(told.map((m) => m.subject)).toContain("Your Fli DESK email address was changed");
    const [audited] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audited).toMatchObject({ action: "email-changed", actorDeskId: "FLD-PRF07" });
    expect(audited?.detail).toEqual({ from: user.email, to: "new-prf07@example.lk" });
    expect(
      (
        await fetch(`${server.url}${second}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "",
        })
      ).status,
    ).toBe(410);
  });

  it("holds under races: a confirmation link pressed five times at once moves the email once, mailed and audited once", async () => {
    const user = await newUser("FLD-PRF09");
    const here = await signInCookie(server.url, user.flideskId, PASSWORD);
    expect(
      (await post(here, { intent: "change-email", email: "race-prf09@example.lk", current: PASSWORD })).status,
    ).toBe(200);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, "race-prf09@example.lk"));
    const link = /\/dashboard\/confirm-email\/[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
    const press = () =>
      fetch(`${server.url}${link}`, {
        redirect: "manual",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      });
    const answers = await Promise.all(Array.from({ length: 5 }, press));
    expect(answers.map((r) => r.status).sort()).toEqual([302, 410, 410, 410, 410]);
    const [moved] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(moved?.email).toBe("race-prf09@example.lk");
    const toldOld = await database.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(toldOld.filter((m) => m.subject === "Your Fli DESK email address was changed")).toHaveLength(1);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audited.filter((row) => row.action === "email-changed")).toHaveLength(1);
  });

  it("sends a visitor without a session to sign in", async () => {
    const answer = await fetch(`${server.url}/dashboard/profile`, { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toContain("/dashboard/auth");
    expect((await post("", { intent: "sign-out-others" })).status).toBe(302);
  });
});

describe("the profile's sections (issue 30)", () => {
  // Every form of the profile, with fields that would change something if its section ran it.
  const forms: Record<string, Record<string, string>> = {
    "update-name": { displayName: "Not Saved" },
    "change-email": { email: "moved@example.lk", current: PASSWORD },
    "change-password": { current: PASSWORD, password: "New#Password2", confirm: "New#Password2" },
    "sign-out-device": { device: "0".repeat(64) },
    "sign-out-others": {},
    "two-factor-start": {},
    "two-factor-confirm": { code: "123456" },
    "two-factor-regenerate": { code: "123456" },
    "two-factor-disable": { current: PASSWORD, code: "123456" },
    notifications: { assignment: "off" },
  };
  const own: Record<(typeof PROFILE_SECTIONS)[number], string[]> = {
    account: ["update-name", "change-email"],
    security: [
      "change-password",
      "two-factor-start",
      "two-factor-confirm",
      "two-factor-regenerate",
      "two-factor-disable",
    ],
    notifications: ["notifications"],
    devices: ["sign-out-device", "sign-out-others"],
  };

  it("each section's action runs only its own forms: another section's is 'Unknown form' (400) and changes nothing", async () => {
    const user = await newUser("FLD-PRF10");
    const here = await signInCookie(server.url, user.flideskId, PASSWORD);
    const elsewhere = await signInCookie(server.url, user.flideskId, PASSWORD);
    const before = await database.db.select().from(users).where(eq(users.id, user.id));
    for (const section of PROFILE_SECTIONS) {
      for (const intent of Object.keys(forms).filter((name) => !own[section].includes(name))) {
        const answer = await postTo(profileSections[section], here, { intent, ...forms[intent] });
        expect(answer.status, `${intent} to ${section}`).toBe(400);
        expect(await answer.text(), `${intent} to ${section}`).toContain("Unknown form");
      }
    }
    expect(await database.db.select().from(users).where(eq(users.id, user.id))).toEqual(before);
    expect(await signedIn(elsewhere)).toBe(true);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, "moved@example.lk"))).toEqual([]);
  });

  it("each section's loader and action need a signed-in user", async () => {
    for (const section of PROFILE_SECTIONS) {
      const page = await fetch(`${server.url}${profileSections[section]}`, { redirect: "manual" });
      expect(page.status, section).toBe(302);
      expect(page.headers.get("location"), section).toContain("/dashboard/auth");
      const data = await fetch(`${server.url}${profileSections[section]}.data`, { redirect: "manual" });
      expect([202, 204, 302], section).toContain(data.status);
      const form = await postTo(profileSections[section], "", {
        intent: own[section][0] ?? "",
        ...forms[own[section][0] ?? ""],
      });
      expect(form.status, section).toBe(302);
    }
  });

  it("each section shows its own part, under the one heading and the section links", async () => {
    const user = await newUser("FLD-PRF11");
    const here = await signInCookie(server.url, user.flideskId, PASSWORD);
    const shows: Record<(typeof PROFILE_SECTIONS)[number], [string, string, string]> = {
      account: ["Profile and security | Fli DESK", "New email address", "Signed-in devices"],
      security: ["Security | Profile and security | Fli DESK", "Two-factor sign-in", "New email address"],
      notifications: ["Notifications | Profile and security | Fli DESK", "Notification mails", "Change password"],
      devices: ["Devices | Profile and security | Fli DESK", "Sign-in history", "Notification mails"],
    };
    for (const section of PROFILE_SECTIONS) {
      const html = await (
        await fetch(`${server.url}${profileSections[section]}`, { headers: { Cookie: here } })
      ).text();
      const [title, part, other] = shows[section];
      expect(html, section).toContain(`<title>${title}</title>`);
      expect(html, section).toContain(">Profile and security</h1>");
      expect(html, section).toContain(part);
      expect(html, section).not.toContain(other);
      const current = /<a[^>]*aria-current="page"[^>]*>([^<]*)<\/a>/.exec(html.slice(html.indexOf("Profile sections")));
      expect(current?.[0], section).toContain(`href="${profileSections[section]}"`);
    }
  });
});
