import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { projects, projectUpdates, updateComments } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { colomboMonth } from "~/features/projects/upload-cap.server";
import { englishTexts } from "~/lib/actor-texts.server";
import type { Database } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { formatDate } from "~/lib/format";
import { loadPortalTexts } from "~/lib/portal-texts";
import {
  COMMENT_BODY_BYTES,
  MB,
  PROJECT_UPLOAD_BYTES_PER_MONTH,
  UPDATE_BODY_BYTES,
  uploadTexts,
} from "~/lib/upload-limits";
import { postChunked } from "../setup/chunked";
import { signInCookie, startTestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

// Decision 26: each upload route takes what it can keep, images go to storage as they arrive, and a project's
// uploads have a monthly cap. The server runs in this process, so its temporary upload folders are watched here.
let database: Database;
let env: Env;
let server: Awaited<ReturnType<typeof startTestServer>>;
let incoming = "";
const generous = { points: 1000, durationSeconds: 60 };
/** The limits' words in English: what a reader with no language chosen and no public page seen reads. */
const english = uploadTexts(englishTexts.m);
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

beforeAll(async () => {
  incoming = mkdtempSync(path.join(tmpdir(), "agency-incoming-"));
  database = await createTestDatabase();
  await seedDemoData(database.db);
  env = testEnv();
  server = await startTestServer(database, env, { loginIp: generous, loginId: generous });
});
afterAll(async () => {
  // Other files share this process: the temporary directory goes back to what it was (unset included).
  vi.unstubAllEnvs();
  await server?.close();
  await database?.close();
});
// Upload folders are made under the temporary directory; this test's own one, so it can tell they are gone.
beforeEach(() => {
  vi.stubEnv("TMPDIR", incoming);
});

/** A PNG of `size` bytes: the signature, then bytes that differ from one file to the next. */
function png(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed * 7 + (i >> 11)) % 251;
  bytes.set(PNG_HEAD);
  return bytes;
}

const uploadFolders = () => readdirSync(incoming).filter((name) => name.startsWith("fld-upload-"));
const storedFiles = (projectId: string) => {
  try {
    return readdirSync(path.join(env.DATA_DIR, "uploads", projectId));
  } catch {
    return [];
  }
};

async function projectId(title = "Ceylon Tea Co. Website Redesign") {
  const [row] = await database.db.select().from(projects).where(eq(projects.title, title));
  return row?.id ?? "";
}

async function latestUpdateId(project: string) {
  const [row] = await database.db
    .select()
    .from(projectUpdates)
    .where(eq(projectUpdates.projectId, project))
    .orderBy(desc(projectUpdates.createdAt))
    .limit(1);
  return row?.id ?? "";
}

async function postUpdate(project: string, files: Uint8Array<ArrayBuffer>[], notes: string, freelancer = "FLD-FRLN1") {
  const body = new FormData();
  body.set("intent", "update");
  body.set("projectId", project);
  body.set("progress", "70");
  body.set("notes", notes);
  for (const [i, bytes] of files.entries()) body.append("screenshots", new Blob([bytes]), `shot-${i}.png`);
  return fetch(`${server.url}/dashboard/updates`, {
    method: "POST",
    headers: { Cookie: await signInCookie(server.url, freelancer), Origin: server.url },
    body,
  });
}

/** A comment by FLD-CLNT1 (no language chosen); `cookie` adds one, such as the last public page's language. */
async function postComment(updateId: string, text: string, image?: Uint8Array<ArrayBuffer>, cookie?: string) {
  const body = new FormData();
  body.set("intent", "comment");
  body.set("updateId", updateId);
  body.set("body", text);
  if (image) body.set("image", new Blob([image]), "image.png");
  return fetch(`${server.url}/dashboard/comments`, {
    method: "POST",
    headers: {
      Cookie: [await signInCookie(server.url, "FLD-CLNT1"), ...(cookie ? [cookie] : [])].join("; "),
      Origin: server.url,
    },
    body,
  });
}

const commentsOn = (updateId: string) =>
  database.db.select().from(updateComments).where(eq(updateComments.updateId, updateId));

describe("each upload route's body limit", () => {
  it("refuses a comment larger than its text and one 5 MB image with 413 and says so, and stores nothing", async () => {
    const project = await projectId();
    const update = await latestUpdateId(project);
    const before = { comments: (await commentsOn(update)).length, files: storedFiles(project).length };
    // Two images of 3 MB: within the 51 MB every upload route used to take, over what a comment can keep.
    const body = new FormData();
    body.set("intent", "comment");
    body.set("updateId", update);
    body.set("body", "Two images");
    body.append("image", new Blob([png(3 * MB, 1)]), "a.png");
    body.append("image", new Blob([png(3 * MB, 2)]), "b.png");
    const res = await fetch(`${server.url}/dashboard/comments`, {
      method: "POST",
      headers: { Cookie: await signInCookie(server.url, "FLD-CLNT1"), Origin: server.url },
      body,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(await res.text()).toBe(english.commentTooLarge);
    expect(await commentsOn(update)).toHaveLength(before.comments);
    expect(storedFiles(project)).toHaveLength(before.files);
  });

  it("cuts a chunked comment at its limit with the same answer, before the rest is sent", async () => {
    const boundary = "----limit";
    const prefix =
      `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncomment\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
      "Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n";
    const total = 20 * MB;
    const result = await postChunked(`${server.url}/dashboard/comments`, {
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        Cookie: await signInCookie(server.url, "FLD-CLNT1"),
        Origin: server.url,
      },
      prefix,
      chunk: Buffer.alloc(64 * 1024, 7),
      total,
    });
    expect(result.status).toBe(413);
    expect(result.body).toBe(english.commentTooLarge);
    expect(result.sent).toBeLessThan(total);
    // The partly written image is gone with its folder.
    await expect.poll(uploadFolders).toEqual([]);
  });

  it("takes a comment at its limit: 5,000 characters and a 5 MB image, stored intact", async () => {
    const project = await projectId();
    const update = await latestUpdateId(project);
    const image = png(5 * MB, 3);
    const res = await postComment(update, "ක".repeat(5000), image);
    expect(res.status).toBe(200);
    const [comment] = (await commentsOn(update)).filter((c) => c.image);
    expect(comment?.imageBytes).toBe(5 * MB);
    const served = await fetch(`${server.url}/dashboard/screenshots/${comment?.image}`, {
      headers: { Cookie: await signInCookie(server.url, "FLD-CLNT1") },
    });
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(image))).toBe(true);
    expect(uploadFolders()).toEqual([]);
  });

  it("gives a fetcher's post (the route's .data address) the route's limit, not 1 MB", async () => {
    const project = await projectId();
    const update = await latestUpdateId(project);
    const body = new FormData();
    body.set("intent", "comment");
    body.set("updateId", update);
    body.set("body", "Posted by the comment form's fetcher");
    body.set("image", new Blob([png(4 * MB, 9)]), "fetched.png");
    const res = await fetch(`${server.url}/dashboard/comments.data`, {
      method: "POST",
      headers: { Cookie: await signInCookie(server.url, "FLD-CLNT1"), Origin: server.url },
      body,
    });
    expect(res.status).toBe(200);
    const stored = (await commentsOn(update)).find((c) => c.body === "Posted by the comment form's fetcher");
    expect(stored?.imageBytes).toBe(4 * MB);
    // Past the comment's limit, the .data address is cut as the page's address is.
    body.set("image", new Blob([png(6 * MB, 10)]), "too-big.png");
    const cut = await fetch(`${server.url}/dashboard/comments.data`, {
      method: "POST",
      headers: { Cookie: await signInCookie(server.url, "FLD-CLNT1"), Origin: server.url },
      body,
    });
    expect(cut.status).toBe(413);
    expect(await cut.text()).toBe(english.commentTooLarge);
  });

  it("refuses a progress update larger than its notes and ten 5 MB screenshots with 413 and says so", async () => {
    const project = await projectId();
    const before = await database.db.select().from(projectUpdates).where(eq(projectUpdates.projectId, project));
    const body = new FormData();
    body.set("intent", "update");
    body.set("projectId", project);
    body.set("progress", "71");
    // Ten full screenshots and 400 KB of notes: under the 51 MB the route used to take, over what it can keep.
    body.set("notes", "n".repeat(400_000));
    for (let i = 0; i < 10; i++) body.append("screenshots", new Blob([png(5 * MB, i)]), `s${i}.png`);
    const res = await fetch(`${server.url}/dashboard/updates`, {
      method: "POST",
      headers: { Cookie: await signInCookie(server.url, "FLD-FRLN1"), Origin: server.url },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe(english.updateTooLarge);
    const after = await database.db.select().from(projectUpdates).where(eq(projectUpdates.projectId, project));
    expect(after).toHaveLength(before.length);
    expect(UPDATE_BODY_BYTES).toBeLessThan(51 * MB);
    expect(COMMENT_BODY_BYTES).toBeLessThan(6 * MB);
  });

  it("takes only 1 MB on the upload routes when the body is not multipart", async () => {
    for (const route of ["/dashboard/updates", "/dashboard/comments"]) {
      const res = await fetch(`${server.url}${route}`, {
        method: "POST",
        headers: {
          Cookie: await signInCookie(server.url, "FLD-FRLN1"),
          Origin: server.url,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: `intent=update&notes=${"x".repeat(2 * MB)}`,
      });
      expect(res.status, route).toBe(413);
      expect(await res.text(), route).toBe(english.tooLarge);
    }
  });

  it("says its 413 in the language of the last public page seen (a form posted without JavaScript)", async () => {
    const sinhala = uploadTexts((await loadPortalTexts("si")).m);
    const tamil = uploadTexts((await loadPortalTexts("ta")).m);
    const session = await signInCookie(server.url, "FLD-CLNT1");
    const post = (route: string, body: FormData | string, locale: string) =>
      fetch(`${server.url}${route}`, {
        method: "POST",
        headers: {
          Cookie: `${session}; site_locale=${locale}`,
          Origin: server.url,
          ...(typeof body === "string" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        },
        body,
      });
    const plain = await post("/dashboard/comments", `intent=comment&body=${"x".repeat(2 * MB)}`, "si");
    expect(plain.status).toBe(413);
    expect(await plain.text()).toBe(sinhala.tooLarge);
    const body = new FormData();
    body.set("intent", "comment");
    body.append("image", new Blob([png(6 * MB, 11)]), "big.png");
    const comment = await post("/dashboard/comments", body, "ta");
    expect(comment.status).toBe(413);
    expect(await comment.text()).toBe(tamil.commentTooLarge);
    // A value that is no language of the site counts as none: English.
    const forged = await post("/dashboard/comments", `intent=comment&body=${"x".repeat(2 * MB)}`, "xx");
    expect(await forged.text()).toBe(english.tooLarge);
  });
});

describe("images refused as they arrive", () => {
  it("refuses a screenshot over 5 MB, and a large file that is not an image, leaving nothing behind", async () => {
    const project = await projectId();
    const files = storedFiles(project).length;
    const tooLarge = await postUpdate(project, [png(100_000, 1), png(5 * MB + 1, 2)], "Too large");
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.json()).toEqual({ ok: false, message: "Each screenshot must be at most 5 MB" });
    const html = new TextEncoder().encode(`<html>${"<p>x</p>".repeat(400_000)}</html>`);
    const notImage = await postUpdate(project, [png(100_000, 3), html], "Not an image");
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toEqual({ ok: false, message: "Only image files are allowed" });
    const eleven = await postUpdate(
      project,
      Array.from({ length: 11 }, (_, i) => png(1000, i)),
      "Eleven",
    );
    expect(eleven.status).toBe(400);
    expect(await eleven.json()).toEqual({ ok: false, message: "At most 10 screenshots per update" });
    expect(storedFiles(project)).toHaveLength(files);
    expect(uploadFolders()).toEqual([]);
  });

  it("refuses a control character in a field after an image with 400, and removes the image already on disk", async () => {
    const project = await projectId();
    const body = new FormData();
    body.set("intent", "update");
    body.set("projectId", project);
    body.set("progress", "72");
    body.append("screenshots", new Blob([png(2 * MB, 4)]), "shot.png");
    body.set("notes", "A null\u0000byte");
    const res = await fetch(`${server.url}/dashboard/updates`, {
      method: "POST",
      headers: { Cookie: await signInCookie(server.url, "FLD-FRLN1"), Origin: server.url },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(
      "Notes contains a character that can't be used (such as a null byte). Please remove it and try again.",
    );
    expect(uploadFolders()).toEqual([]);
  });
});

describe("a project's monthly upload cap", () => {
  it("refuses uploads past 1 GB this month with 429 and a clear message, keeping what was saved", async () => {
    const project = await projectId("Ceylon Tea Co. SEO Accelerate Campaign");
    const [owner] = await database.db.select().from(projects).where(eq(projects.id, project));
    const freelancer = owner?.assignedFreelancerId ?? "";
    const { start, next } = colomboMonth(new Date());
    // Last month's uploads do not count; this month's leave 1 MB of the cap.
    await database.db.insert(projectUpdates).values([
      {
        projectId: project,
        updatedBy: freelancer,
        progress: 10,
        notes: "Last month",
        screenshotBytes: PROJECT_UPLOAD_BYTES_PER_MONTH,
        createdAt: new Date(start.getTime() - 1000),
      },
      {
        projectId: project,
        updatedBy: freelancer,
        progress: 20,
        notes: "Earlier this month",
        screenshotBytes: PROJECT_UPLOAD_BYTES_PER_MONTH - 2 * MB,
        createdAt: start,
      },
    ]);
    const fits = await postUpdate(project, [png(MB, 1)], "Fits the cap", "FLD-FRLN2");
    expect(fits.status).toBe(200);
    const kept = storedFiles(project);
    expect(kept).toHaveLength(1);

    const over = await postUpdate(project, [png(2 * MB, 2)], "Over the cap", "FLD-FRLN2");
    expect(over.status).toBe(429);
    const resetsOn = formatDate(next);
    // The answer says it is a limit's refusal, with its wait: the dialog reads no status.
    const wait = Number(over.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(await over.json()).toEqual({
      ok: false,
      message: english.projectCapReached(resetsOn),
      limited: true,
      retryAfterSeconds: wait,
    });
    const update = await latestUpdateId(project);
    const comment = await postComment(update, "A picture", png(2 * MB, 3));
    expect(comment.status).toBe(429);
    expect(await comment.json()).toMatchObject({ message: english.projectCapReached(resetsOn), limited: true });
    // In the writer's language, the day it resets written as that language writes a date.
    const si = await loadPortalTexts("si");
    const inSinhala = await postComment(update, "A picture", png(2 * MB, 4), "site_locale=si");
    expect(inSinhala.status).toBe(429);
    expect((await inSinhala.json()).message).toBe(uploadTexts(si.m).projectCapReached(formatDate(next, "si")));

    // Nothing new was stored, nothing saved before is gone, and posts without images still go through.
    expect(storedFiles(project)).toEqual(kept);
    const notes = await database.db
      .select({ notes: projectUpdates.notes })
      .from(projectUpdates)
      .where(eq(projectUpdates.projectId, project));
    expect(notes.map((n) => n.notes)).toEqual(
      expect.arrayContaining(["Last month", "Earlier this month", "Fits the cap"]),
    );
    expect(notes.map((n) => n.notes)).not.toContain("Over the cap");
    expect((await postUpdate(project, [], "Text only", "FLD-FRLN2")).status).toBe(200);
    expect((await postComment(update, "Words only")).status).toBe(200);
    const [withImage] = await database.db
      .select()
      .from(updateComments)
      .where(and(eq(updateComments.updateId, update), eq(updateComments.body, "A picture")));
    expect(withImage).toBeUndefined();
    expect(uploadFolders()).toEqual([]);
  });
});
