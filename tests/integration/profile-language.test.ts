import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { hashPassword } from "~/features/accounts/password.server";
import { profileMessages } from "~/features/accounts/profile/profile.server";
import type { Locale } from "~/lib/locale";
import { profileSections } from "~/lib/portal-areas";
import { setUpDatabase, setUpServer } from "../setup/hooks";
import { signInCookie } from "../setup/server-build";

const PASSWORD = "Lang#Password1";
const database = setUpDatabase();
const server = setUpServer(database);

async function newUser(flideskId: string, locale: Locale | null = null) {
  const [user] = await database.db
    .insert(users)
    .values({
      flideskId,
      email: `${flideskId.toLowerCase()}@example.lk`,
      role: "client",
      onboarded: true,
      passwordHash: await hashPassword(PASSWORD),
      locale,
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

const localeOf = async (id: string) =>
  (await database.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;

const postLanguage = (cookie: string, locale: string) =>
  fetch(`${server.url}${profileSections.account}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams({ intent: "update-language", locale }),
  });

/** Signs in from a browser whose last public page was in `seen` (the `site_locale` cookie). */
const signInFrom = (flideskId: string, seen: string) =>
  fetch(`${server.url}/dashboard/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `site_locale=${seen}` },
    body: new URLSearchParams({ flideskId, password: PASSWORD }),
  });

describe("the profile's language", () => {
  it("saves the language chosen, shows it chosen, and refuses a forged one with a 400 and a clear message", async () => {
    const user = await newUser("FLD-LNG01");
    const cookie = await signInCookie(server.url, user.flideskId, PASSWORD);
    const page = await (await fetch(`${server.url}${profileSections.account}`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Language");
    expect(page).toContain("தமிழ்");
    expect(page).toMatch(/<input(?=[^>]*value="en")(?=[^>]*checked="")[^>]*>/);

    const english = await postLanguage(cookie, "en");
    expect(english.status).toBe(200);
    expect(await english.text()).toContain(profileMessages.languageSaved);
    // A language just chosen is confirmed in that language (decision 49).
    const saved = await postLanguage(cookie, "ta");
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("உங்கள் மொழி சேமிக்கப்பட்டது: போர்டலும் உங்களுக்கு வரும் மின்னஞ்சல்களும் அதைப் பயன்படுத்தும்.");
    expect(await localeOf(user.id)).toBe("ta");
    const after = await (
      await fetch(`${server.url}${profileSections.account}`, { headers: { Cookie: cookie } })
    ).text();
    expect(after).toMatch(/<input(?=[^>]*value="ta")(?=[^>]*checked="")[^>]*>/);

    for (const forged of ["fr", "", "ta'; drop table users;--", "EN"]) {
      const refused = await postLanguage(cookie, forged);
      expect(refused.status).toBe(400);
      // Refused in the profile's language, Tamil now.
      expect(await refused.text()).toContain("English, සිංහල அல்லது தமிழ் என்பதைத் தேர்ந்தெடுக்கவும்");
    }
    expect(await localeOf(user.id)).toBe("ta");
  });

  it("needs a signed-in user", async () => {
    expect((await postLanguage("", "si")).status).toBe(302);
  });
});

describe("the sign-in records the last public page's language", () => {
  it("into a profile without a language", async () => {
    const user = await newUser("FLD-LNG02");
    expect((await signInFrom(user.flideskId, "si")).status).toBe(302);
    expect(await localeOf(user.id)).toBe("si");
  });

  it("never over a language chosen in the profile", async () => {
    const user = await newUser("FLD-LNG03", "en");
    expect((await signInFrom(user.flideskId, "ta")).status).toBe(302);
    expect(await localeOf(user.id)).toBe("en");
  });

  it("not from a forged cookie", async () => {
    const user = await newUser("FLD-LNG04");
    expect((await signInFrom(user.flideskId, "xx")).status).toBe(302);
    expect(await localeOf(user.id)).toBeNull();
  });
});
