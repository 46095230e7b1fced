import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { setUpDatabase, setUpServer } from "../setup/hooks";
import { signInCookie } from "../setup/server-build";

// The portal's doors and shell in Sinhala and Tamil (issue 33, decision 49): the sign-in page speaks the language of
// the last public page seen (the `site_locale` cookie), and its refusals come back in it; a signed-in person's pages
// and refusals speak their profile's language.
const database = setUpDatabase({ seed: true });
const server = setUpServer(database, () => ({}), { loginIp: { points: 1000, durationSeconds: 60 } });

const form = (fields: Record<string, string>) => ({
  "Content-Type": "application/x-www-form-urlencoded",
  body: new URLSearchParams(fields),
});

async function signIn(fields: Record<string, string>, cookie: string) {
  const { body, ...type } = form(fields);
  return fetch(`${server.url}/dashboard/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { ...type, Cookie: cookie },
    body,
  });
}

async function speaks(flideskId: string, locale: "si" | "ta" | null) {
  await database.db.update(users).set({ locale }).where(eq(users.flideskId, flideskId));
}

describe("the portal's sign-in in the last public page's language", () => {
  it("writes the sign-in page in Sinhala after a Sinhala public page, and in English without one", async () => {
    const sinhala = await (
      await fetch(`${server.url}/dashboard/auth`, { headers: { Cookie: "site_locale=si" } })
    ).text();
    expect(sinhala).toContain('<html lang="si"');
    expect(sinhala).toContain("Fli DESK වෙත පුරනය වන්න");
    expect(sinhala).toContain("<title>පුරනය වන්න | Fli DESK</title>");
    expect(sinhala).not.toContain("Sign in to Fli DESK");
    expect(sinhala).not.toContain("Access Dashboard");

    const english = await (await fetch(`${server.url}/dashboard/auth`)).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain("Sign in to Fli DESK");
    expect(english).toContain("Access Dashboard");
  });

  it("refuses a wrong password in Sinhala, and a form without a password in Tamil", async () => {
    const wrong = await signIn({ flideskId: "FLD-CLNT1", password: "wrong-password" }, "site_locale=si");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const html = await wrong.text();
    expect(html).toContain("Fli DESK හැඳුනුම් අංකය හෝ මුරපදය වැරදියි");
    expect(html).not.toContain("Invalid Fli Desk ID or password");

    const empty = await signIn({ flideskId: "FLD-CLNT1", password: "" }, "site_locale=ta");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("உங்கள் Fli DESK அடையாள எண்ணையும் கடவுச்சொல்லையும் உள்ளிடவும்");
  });

  it("keeps the portal's policies in English, with a notice in the last public page's language", async () => {
    const html = await (
      await fetch(`${server.url}/dashboard/privacy-policy`, { headers: { Cookie: "site_locale=ta" } })
    ).text();
    expect(html).toContain('<html lang="ta"');
    expect(html).toContain("இந்தக் கொள்கை ஆங்கிலத்தில் மட்டுமே வெளியிடப்பட்டுள்ளது");
    expect(html).toContain('<article lang="en"');
    expect(html).toContain("உள்நுழைவுக்குத் திரும்பு");
  });

  it("still signs in with the right password whatever the page's language", async () => {
    const right = await signIn({ flideskId: "FLD-CLNT1", password: "DeskDemo#2025" }, "site_locale=si");
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/dashboard");
  });
});

describe("the portal's shell and notifications in the profile's language", () => {
  it("answers a Sinhala user's notifications page, its refusal and its 404 in Sinhala", async () => {
    await speaks("FLD-FRLN1", "si");
    const cookie = await signInCookie(server.url, "FLD-FRLN1");
    try {
      const page = await (await fetch(`${server.url}/dashboard/notifications`, { headers: { Cookie: cookie } })).text();
      expect(page).toContain('<html lang="si"');
      expect(page).toContain("<title>දැනුම්දීම් | Fli DESK</title>");
      expect(page).toContain("අන්තර්ගතයට යන්න");

      const { body, ...type } = form({ intent: "no-such-form" });
      const refused = await fetch(`${server.url}/dashboard/notifications`, {
        method: "POST",
        headers: { ...type, Cookie: cookie, Origin: server.url },
        body,
      });
      expect(refused.status).toBe(400);
      const answer = await refused.text();
      expect(answer).toContain("නොදන්නා පෝරමයකි");
      expect(answer).not.toContain("Unknown form");

      const choice = form({ intent: "notifications", assignment: "sometimes" });
      const refusedChoice = await fetch(`${server.url}/dashboard/profile/notifications.data`, {
        method: "POST",
        headers: { "Content-Type": choice["Content-Type"], Cookie: cookie, Origin: server.url },
        body: choice.body,
      });
      expect(await refusedChoice.text()).toContain("එක් එක් වර්ගය සඳහා වහාම, දිනපතා සාරාංශය හෝ නැත තෝරන්න");

      const missing = await fetch(`${server.url}/dashboard/no-such-page`, { headers: { Cookie: cookie } });
      expect(missing.status).toBe(404);
      const notFound = await missing.text();
      expect(notFound).toContain("අපොයි! පිටුව හමු නොවීය");
      expect(notFound).toContain("<title>පිටුව හමු නොවීය | Fli DESK</title>");

      // Another role's dashboard address: refused alone, outside the shell, still in the person's language.
      const otherRole = await fetch(`${server.url}/dashboard/client`, { headers: { Cookie: cookie } });
      expect(otherRole.status).toBe(403);
      const denied = await otherRole.text();
      expect(denied).toContain('<html lang="si"');
      expect(denied).toContain("<title>ප්‍රවේශය තහනම් | Fli DESK</title>");
      expect(denied).toContain("ඔබේ භූමිකාවට මෙම පිටුව විවෘත නැත");
      expect(denied).not.toContain("Access Denied");
      expect(denied).not.toContain("Invalid user role");
    } finally {
      await speaks("FLD-FRLN1", null);
    }
  });

  it("answers a Sinhala user's password and device forms in Sinhala", async () => {
    await speaks("FLD-CLNT2", "si");
    const cookie = await signInCookie(server.url, "FLD-CLNT2");
    const post = async (path: string, fields: Record<string, string>) => {
      const { body, ...type } = form(fields);
      const res = await fetch(`${server.url}${path}.data`, {
        method: "POST",
        headers: { ...type, Cookie: cookie, Origin: server.url },
        body,
      });
      return { status: res.status, text: await res.text() };
    };
    try {
      const wrong = await post("/dashboard/profile/security", {
        intent: "change-password",
        current: "not-my-password",
        password: "NewDesk#2026",
        confirm: "NewDesk#2026",
      });
      expect(wrong.text).toContain("ඔබේ වත්මන් මුරපදය නිවැරදි නැත");
      expect(wrong.text).not.toContain("Your current password is not correct");

      const others = await post("/dashboard/profile/devices", { intent: "sign-out-others" });
      expect(others.text).toContain("අනෙක් සියලු උපාංග ඉවත් කරන ලදී.");
    } finally {
      await speaks("FLD-CLNT2", null);
    }
  });
});
