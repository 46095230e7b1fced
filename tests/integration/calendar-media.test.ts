// A calendar post's pictures and video (issue 31 item 1, decision 41) through the built server: each type told by
// its bytes whatever its name or stated type, each type's size kept while the file streams in, the variant's rule
// (ten pictures or one video, never both), alt text, who may add, see and change them, order, removal, Range, and
// the calendar's monthly cap.
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, postMedia, posts, postVariants, users } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { mediaMessages } from "~/features/calendar/media/media-rules";
import { calendarMessages } from "~/features/calendar/messages";
import type { Database } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { loadPortalTexts } from "~/lib/portal-texts";
import { MB, POST_IMAGE_BYTES } from "~/lib/upload-limits";
import { startTestServer } from "../setup/server-build";
import { createTestDatabase, signedInUsers, testEnv } from "../setup/test-db";

// The answers as an English-speaking user reads them (the demo users have no language of their own).
const { m: english } = await loadPortalTexts("en");
const m = mediaMessages(english);
const englishAnswers = calendarMessages(english);

let database: Database;
let env: Env;
let server: Awaited<ReturnType<typeof startTestServer>>;
let ids: Record<string, string> = {};
let cookies: Record<string, string> = {};
let incoming = "";

beforeAll(async () => {
  incoming = mkdtempSync(path.join(tmpdir(), "agency-media-incoming-"));
  database = await createTestDatabase();
  await seedDemoData(database.db);
  // A freelancer who works on none of FLD-CLNT1's projects (both demo freelancers do).
  await database.db.insert(users).values({ flideskId: "FLD-FRLN9", email: "frln9@test.demo", role: "freelancer" });
  env = testEnv();
  server = await startTestServer(database, env, { posts: { points: 1000, durationSeconds: 60 } });
  ({ ids, cookies } = await signedInUsers(database));
});
afterAll(async () => {
  // Other files share this process: the temporary directory goes back to what it was (unset included).
  vi.unstubAllEnvs();
  await server?.close();
  await database?.close();
});
// The upload reader's folders are made under the temporary directory: this file's own, so it can tell they go.
beforeEach(() => {
  vi.stubEnv("TMPDIR", incoming);
});

/** `size` bytes starting with `head`, the rest differing from one file to the next. */
function bytesOf(head: number[], size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed * 7 + (i >> 11)) % 251;
  bytes.set(head);
  return bytes;
}
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));

// A PNG 640 x 480: the signature, then the IHDR chunk.
const png = (size = 2048, seed = 1) =>
  bytesOf(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...text("IHDR"), ...be32(640), ...be32(480)],
    size,
    seed,
  );
// A JPEG 480 x 320: SOI, a JFIF APP0 segment, then the baseline frame header.
const jpeg = (size = 2048) =>
  bytesOf(
    [0xff, 0xd8, 0xff, 0xe0, 0, 16, ...text("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0].concat([
      0xff, 0xc0, 0, 17, 8, 0x01, 0x40, 0x01, 0xe0, 3,
    ]),
    size,
  );
// A WebP 1080 x 1350 (extended format).
const webp = (size = 2048) =>
  bytesOf(
    [...text("RIFF"), 0, 0, 0, 0, ...text("WEBPVP8X"), 10, 0, 0, 0, 0, 0, 0, 0, ...le24(1079), ...le24(1349)],
    size,
  );
const mp4 = (size = 4096, brand = "isom") => bytesOf([0, 0, 0, 0x18, ...text("ftyp"), ...text(brand)], size);

const db = () => database.db;
const storedFiles = (postId: string) => {
  try {
    return readdirSync(path.join(env.DATA_DIR, "uploads", "posts", postId));
  } catch {
    return [];
  }
};
const uploadFolders = () => readdirSync(incoming).filter((name) => name.startsWith("fld-upload-"));
const mediaOf = (postId: string) => db().select().from(postMedia).where(eq(postMedia.postId, postId));

/** A new post on FLD-CLNT1's calendar written by FLD-FRLN1, for Instagram and TikTok, in `status`. */
async function newPost(status: "draft" | "awaiting_client" = "draft") {
  const [post] = await db()
    .insert(posts)
    .values({
      clientId: ids["FLD-CLNT1"] ?? "",
      title: "Media test",
      scheduledAt: new Date(Date.now() + 20 * 86_400_000),
      assignedFreelancerId: ids["FLD-FRLN1"] ?? null,
      status,
    })
    .returning({ id: posts.id });
  if (!post) throw new Error("no post");
  await db()
    .insert(postVariants)
    .values(["Instagram", "TikTok"].map((platform) => ({ postId: post.id, platform, caption: "Tea time" })));
  return post.id;
}

type Upload = { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string; alt?: string; platform?: string };

/**
 * The status of an answer given before the body is all sent, as a browser reads it: the server answers on the
 * headers and closes, and a busy machine may still be sending the rest when the socket goes (a reset fetch reports
 * as its own failure). The answer read first is what counts.
 */
async function statusOfEarlyAnswer(postId: string, file: Upload, who = "FLD-FRLN1") {
  const form = new FormData();
  form.set("intent", "add-media");
  form.set("platform", "TikTok");
  form.set("alt", "A cup of Ceylon tea on a wooden table");
  form.set("file", new Blob([file.bytes]), file.name);
  const encoded = new Request(server.url, { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<number>((resolve, reject) => {
    const request = http.request(`${server.url}/dashboard/calendar/posts/${postId}/media`, {
      method: "POST",
      headers: {
        Cookie: cookies[who] ?? "",
        Origin: server.url,
        Accept: "application/json",
        "Content-Type": encoded.headers.get("content-type") ?? "",
        "Content-Length": body.length,
      },
    });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    request.end(body);
  });
}

async function upload(postId: string, file: Upload, who = "FLD-FRLN1") {
  const body = new FormData();
  body.set("intent", "add-media");
  body.set("platform", file.platform ?? "Instagram");
  body.set("alt", file.alt ?? "A cup of Ceylon tea on a wooden table");
  body.set("file", new Blob([file.bytes], file.type ? { type: file.type } : {}), file.name);
  const res = await fetch(`${server.url}/dashboard/calendar/posts/${postId}/media`, {
    method: "POST",
    headers: { Cookie: cookies[who] ?? "", Origin: server.url, Accept: "application/json" },
    body,
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as { ok: boolean; message: string; id?: string },
  };
}

async function change(postId: string, fields: Record<string, string>, who = "FLD-FRLN1") {
  const res = await fetch(`${server.url}/dashboard/calendar/posts/${postId}/media`, {
    method: "POST",
    headers: {
      Cookie: cookies[who] ?? "",
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
    },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as { ok: boolean; message: string } };
}

const file = (mediaId: string, who: string | null, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/dashboard/calendar/media/${mediaId}`, {
    redirect: "manual",
    headers: { ...(who ? { Cookie: cookies[who] ?? "" } : {}), ...headers },
  });

describe("what a post takes, told by the file's bytes", () => {
  it("stores a JPEG, a PNG, a WebP and an MP4 each as its bytes say, with a picture's size, and serves it back", async () => {
    const cases = [
      { bytes: jpeg(), name: "a.jpg", type: "image/jpeg", kind: "image", size: [480, 320] },
      { bytes: png(), name: "b.png", type: "image/png", kind: "image", size: [640, 480] },
      { bytes: webp(), name: "c.webp", type: "image/webp", kind: "image", size: [1080, 1350] },
      { bytes: mp4(), name: "d.mp4", type: "video/mp4", kind: "video", size: [null, null], platform: "TikTok" },
    ];
    for (const c of cases) {
      const postId = await newPost();
      const answer = await upload(postId, { bytes: c.bytes, name: c.name, platform: c.platform });
      expect(answer, c.name).toMatchObject({ status: 200, body: { ok: true } });
      const [row] = await mediaOf(postId);
      expect([row?.kind, row?.contentType, row?.bytes, row?.width, row?.height], c.name).toEqual([
        c.kind,
        c.type,
        c.bytes.length,
        ...c.size,
      ]);
      const served = await file(row?.id ?? "", "FLD-FRLN1");
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(c.type);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("cache-control")).toMatch(/^private/);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(c.bytes);
    }
  });

  it("stores a PNG named .jpg and sent as a JPEG as the PNG it is", async () => {
    const postId = await newPost();
    const answer = await upload(postId, { bytes: png(), name: "holiday.jpg", type: "image/jpeg" });
    expect(answer.status).toBe(200);
    const [row] = await mediaOf(postId);
    expect(row?.contentType).toBe("image/png");
    expect(row?.storageKey).toMatch(/\.png$/);
    expect((await file(row?.id ?? "", "FLD-CLNT1")).headers.get("content-type")).toBe("image/png");
  });

  it("refuses a text file named .png, a GIF and a QuickTime movie with 400 and says what it takes; nothing is kept", async () => {
    const postId = await newPost();
    const refused = [
      {
        bytes: new Uint8Array(new TextEncoder().encode("<html><script>alert(1)</script></html>".repeat(20))),
        name: "x.png",
        type: "image/png",
      },
      { bytes: bytesOf(text("GIF89a"), 1024), name: "y.gif" },
      { bytes: mp4(4096, "qt  "), name: "z.mp4", type: "video/mp4" },
    ];
    for (const r of refused) {
      const answer = await upload(postId, r as Upload);
      expect(answer, r.name).toEqual({ status: 400, body: { ok: false, intent: "media", message: m.notMedia } });
    }
    expect(await mediaOf(postId)).toHaveLength(0);
    expect(storedFiles(postId)).toHaveLength(0);
    expect(uploadFolders()).toEqual([]);
  });

  it("requires alt text", async () => {
    const postId = await newPost();
    for (const alt of ["", "   "]) {
      const answer = await upload(postId, { bytes: png(), name: "a.png", alt });
      expect(answer).toMatchObject({ status: 400, body: { message: m.altRequired } });
    }
    expect(await mediaOf(postId)).toHaveLength(0);
    expect(storedFiles(postId)).toHaveLength(0);
  });

  it("refuses a picture over 10 MB while it streams in, leaving no file and no row; a 12 MB video is taken", async () => {
    const postId = await newPost();
    const answer = await upload(postId, { bytes: png(POST_IMAGE_BYTES + 1), name: "big.png" });
    expect(answer).toMatchObject({ status: 400, body: { ok: false, message: m.tooLarge } });
    expect(await mediaOf(postId)).toHaveLength(0);
    expect(storedFiles(postId)).toHaveLength(0);
    expect(uploadFolders()).toEqual([]);
    const video = await upload(postId, { bytes: mp4(12 * MB), name: "clip.mp4", platform: "TikTok" });
    expect(video.status).toBe(200);
    expect(storedFiles(postId)).toHaveLength(1);
  });

  it("refuses a body past a 100 MB video and its text with 413 before the route runs", async () => {
    const postId = await newPost();
    const status = await statusOfEarlyAnswer(postId, { bytes: mp4(100 * MB + 80 * 1024), name: "long.mp4" });
    expect(status).toBe(413);
    expect(await mediaOf(postId)).toHaveLength(0);
    expect(storedFiles(postId)).toHaveLength(0);
  });
});

describe("a variant's media: ten pictures or one video, never both", () => {
  it("refuses the 11th picture", async () => {
    const postId = await newPost();
    for (let i = 0; i < 10; i++)
      expect((await upload(postId, { bytes: png(1024, i), name: `${i}.png` })).status).toBe(200);
    const eleventh = await upload(postId, { bytes: png(1024, 11), name: "11.png" });
    expect(eleventh).toMatchObject({ status: 400, body: { message: m.tooManyImages } });
    expect(await mediaOf(postId)).toHaveLength(10);
    expect(storedFiles(postId)).toHaveLength(10);
    // Another platform of the same post has room of its own.
    expect((await upload(postId, { bytes: png(), name: "t.png", platform: "TikTok" })).status).toBe(200);
  });

  it("refuses a video beside pictures, a picture beside a video, and a second video", async () => {
    const pictures = await newPost();
    expect((await upload(pictures, { bytes: png(), name: "a.png" })).status).toBe(200);
    expect(await upload(pictures, { bytes: mp4(), name: "v.mp4" })).toMatchObject({
      status: 400,
      body: { message: m.mixed },
    });
    const video = await newPost();
    expect((await upload(video, { bytes: mp4(), name: "v.mp4" })).status).toBe(200);
    expect(await upload(video, { bytes: jpeg(), name: "a.jpg" })).toMatchObject({
      status: 400,
      body: { message: m.mixed },
    });
    expect(await upload(video, { bytes: mp4(), name: "w.mp4" })).toMatchObject({
      status: 400,
      body: { message: m.oneVideo },
    });
    expect(await mediaOf(video)).toHaveLength(1);
    expect(storedFiles(video)).toHaveLength(1);
  });

  it("refuses a platform the post is not written for", async () => {
    const postId = await newPost();
    const answer = await upload(postId, { bytes: png(), name: "a.png", platform: "LinkedIn" });
    expect(answer).toMatchObject({ status: 400, body: { message: m.notOnPost } });
    expect(storedFiles(postId)).toHaveLength(0);
  });
});

describe("who may add, see and change a post's media", () => {
  it("lets the post's writer and admins add; the client and another freelancer get 403 and store nothing", async () => {
    const postId = await newPost();
    expect((await upload(postId, { bytes: png(), name: "a.png" }, "FLD-ADMIN")).status).toBe(200);
    for (const who of ["FLD-CLNT1", "FLD-FRLN2"]) {
      const answer = await upload(postId, { bytes: png(1024, 5), name: "b.png" }, who);
      expect(answer, who).toMatchObject({ status: 403, body: { message: englishAnswers.notWriter } });
    }
    // Another client's post, or one of a client the freelancer does not work for, is as absent.
    expect((await upload(postId, { bytes: png(), name: "c.png" }, "FLD-CLNT2")).status).toBe(404);
    expect((await upload(postId, { bytes: png(), name: "c.png" }, "FLD-FRLN9")).status).toBe(404);
    const signedOut = await fetch(`${server.url}/dashboard/calendar/posts/${postId}/media`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url },
      body: new URLSearchParams({ intent: "remove-media", mediaId: postId }),
    });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/dashboard\/auth/);
    expect(await mediaOf(postId)).toHaveLength(1);
    expect(storedFiles(postId)).toHaveLength(1);
  });

  it("refuses changes once the post is with the client (409)", async () => {
    const postId = await newPost("awaiting_client");
    const answer = await upload(postId, { bytes: png(), name: "a.png" });
    expect(answer).toMatchObject({ status: 409, body: { message: englishAnswers.notEditable } });
    expect(storedFiles(postId)).toHaveLength(0);
  });

  it("serves a file to the client, their writers and admins; another client gets 404, a visitor the sign-in", async () => {
    const postId = await newPost();
    const { body } = await upload(postId, { bytes: png(), name: "a.png" });
    const id = body.id ?? "";
    for (const who of ["FLD-CLNT1", "FLD-FRLN1", "FLD-FRLN2", "FLD-ADMIN"])
      expect((await file(id, who)).status, who).toBe(200);
    expect((await file(id, "FLD-CLNT2")).status).toBe(404);
    expect((await file(id, "FLD-FRLN9")).status).toBe(404);
    expect((await file("00000000-0000-4000-8000-000000000000", "FLD-CLNT1")).status).toBe(404);
    expect((await file("not-an-id", "FLD-CLNT1")).status).toBe(404);
    const visitor = await file(id, null);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/dashboard\/auth/);
  });

  it("sends a video by the parts a player asks for (Range), and 416 past its end", async () => {
    const postId = await newPost();
    const video = mp4(10_000);
    const { body } = await upload(postId, { bytes: video, name: "v.mp4", platform: "TikTok" });
    const part = await file(body.id ?? "", "FLD-CLNT1", { Range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/10000");
    expect(part.headers.get("content-length")).toBe("100");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(video.subarray(100, 200));
    const tail = await file(body.id ?? "", "FLD-CLNT1", { Range: "bytes=-10" });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(video.subarray(9990));
    const past = await file(body.id ?? "", "FLD-CLNT1", { Range: "bytes=10000-" });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */10000");
  });
});

describe("order, alt text and removal", () => {
  it("moves a picture up and down, changes its alt text, and keeps the client out", async () => {
    const postId = await newPost();
    const first = (await upload(postId, { bytes: png(1024, 1), name: "1.png", alt: "First" })).body.id ?? "";
    const second = (await upload(postId, { bytes: png(1024, 2), name: "2.png", alt: "Second" })).body.id ?? "";
    const order = async () => (await mediaOf(postId)).sort((a, b) => a.position - b.position).map((r) => r.alt);
    expect(await order()).toEqual(["First", "Second"]);
    expect((await change(postId, { intent: "move-media", mediaId: second, direction: "up" })).status).toBe(200);
    expect(await order()).toEqual(["Second", "First"]);
    expect((await change(postId, { intent: "move-media", mediaId: second, direction: "down" })).status).toBe(200);
    expect(await order()).toEqual(["First", "Second"]);
    expect(await change(postId, { intent: "alt-media", mediaId: first, alt: "  Tea   leaves " })).toMatchObject({
      status: 200,
      body: { message: m.altSaved },
    });
    expect(await order()).toEqual(["Tea leaves", "Second"]);
    expect((await change(postId, { intent: "alt-media", mediaId: first, alt: "" })).status).toBe(400);
    expect((await change(postId, { intent: "remove-media", mediaId: first }, "FLD-CLNT1")).status).toBe(403);
    expect((await change(postId, { intent: "move-media", mediaId: first, direction: "sideways" })).status).toBe(400);
    // A form posted without JavaScript goes back to the post, or reads its refusal in plain words.
    const page = (fields: Record<string, string>) =>
      fetch(`${server.url}/dashboard/calendar/posts/${postId}/media`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookies["FLD-FRLN1"] ?? "", Origin: server.url, Accept: "text/html" },
        body: new URLSearchParams(fields),
      });
    const back = await page({ intent: "move-media", mediaId: first, direction: "down" });
    expect([back.status, back.headers.get("location")]).toEqual([303, `/dashboard/calendar/posts/${postId}`]);
    const refused = await page({ intent: "alt-media", mediaId: first, alt: "" });
    expect([refused.status, await refused.text()]).toEqual([400, m.altRequired]);
  });

  it("deletes the stored file with its row, audited; a file of another post is a 404", async () => {
    const postId = await newPost();
    const other = await newPost();
    const id = (await upload(postId, { bytes: png(), name: "a.png" })).body.id ?? "";
    const [row] = await mediaOf(postId);
    const stored = path.join(env.DATA_DIR, "uploads", row?.storageKey ?? "");
    expect(existsSync(stored)).toBe(true);
    expect((await change(other, { intent: "remove-media", mediaId: id })).status).toBe(404);
    expect(await change(postId, { intent: "remove-media", mediaId: id })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(existsSync(stored)).toBe(false);
    expect(await mediaOf(postId)).toHaveLength(0);
    expect((await file(id, "FLD-ADMIN")).status).toBe(404);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, postId), eq(auditLog.action, "post-edited")));
    expect(audit.map((a) => a.detail.media).sort()).toEqual(["added", "remove"]);
  });

  it("shows each variant's media on the post page's data, in order", async () => {
    const postId = await newPost();
    await upload(postId, { bytes: png(1024, 1), name: "1.png", alt: "Shop front" });
    await upload(postId, { bytes: mp4(), name: "v.mp4", platform: "TikTok", alt: "Kitchen tour" });
    const res = await fetch(`${server.url}/dashboard/calendar/posts/${postId}`, {
      headers: { Cookie: cookies["FLD-CLNT1"] ?? "" },
    });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(
      /<img[^>]+src="\/dashboard\/calendar\/media\/[0-9a-f-]{36}"[^>]+alt="Shop front"|alt="Shop front"[^>]+src="\/dashboard\/calendar\/media\//,
    );
    expect(html).toContain('aria-label="Kitchen tour"');
    // The client sees the media, not the forms that change them.
    expect(html).not.toContain("Add to Instagram");
  });
});

describe("bad input", () => {
  it("answers every malformed form with a 4xx and its words, never a 500, and stores nothing", async () => {
    const postId = await newPost();
    const url = `${server.url}/dashboard/calendar/posts/${postId}/media`;
    const headers = { Cookie: cookies["FLD-FRLN1"] ?? "", Origin: server.url, Accept: "application/json" };
    const twoFiles = new FormData();
    twoFiles.set("intent", "add-media");
    twoFiles.set("platform", "Instagram");
    twoFiles.set("alt", "Two");
    twoFiles.append("file", new Blob([png(1024, 1)]), "a.png");
    twoFiles.append("file", new Blob([png(1024, 2)]), "b.png");
    const fileAsAlt = new FormData();
    fileAsAlt.set("intent", "add-media");
    fileAsAlt.set("platform", "Instagram");
    fileAsAlt.set("alt", new Blob([png()]), "alt.png");
    fileAsAlt.set("file", new Blob([png()]), "a.png");
    const noFile = new FormData();
    noFile.set("intent", "add-media");
    noFile.set("platform", "Instagram");
    noFile.set("alt", "Nothing");
    const cases: [string, RequestInit, number, string | null][] = [
      ["two files", { body: twoFiles }, 400, m.oneFile],
      ["a file for the alt text", { body: fileAsAlt }, 400, null],
      ["no file", { body: noFile }, 400, m.noFile],
      ["unknown intent", { body: new URLSearchParams({ intent: "paint" }) }, 400, m.unknownForm],
      ["malformed id", { body: new URLSearchParams({ intent: "remove-media", mediaId: "1; drop" }) }, 400, m.notFound],
      ["unknown id", { body: new URLSearchParams({ intent: "remove-media", mediaId: postId }) }, 404, m.notFound],
      [
        "JSON",
        { body: JSON.stringify({ intent: "remove-media" }), headers: { "Content-Type": "application/json" } },
        415,
        null,
      ],
      ["plain text", { body: "hello", headers: { "Content-Type": "text/plain" } }, 415, null],
    ];
    for (const [name, init, status, message] of cases) {
      const res = await fetch(url, { method: "POST", ...init, headers: { ...headers, ...(init.headers ?? {}) } });
      expect(res.status, name).toBe(status);
      const text = await res.text();
      expect(text.length, name).toBeGreaterThan(0);
      if (message) expect(JSON.parse(text).message, name).toBe(message);
    }
    expect(await mediaOf(postId)).toHaveLength(0);
    expect(storedFiles(postId)).toHaveLength(0);
    expect(uploadFolders()).toEqual([]);
  });
});

describe("the calendar's monthly upload cap", () => {
  it("refuses a file that would take the client's month past 5 GB with 429, and stores nothing", async () => {
    const postId = await newPost();
    const filler = await newPost();
    await db()
      .insert(postMedia)
      .values(
        [1, 2, 3].map((i) => ({
          postId: filler,
          clientId: ids["FLD-CLNT1"] ?? "",
          platform: "Instagram",
          kind: "image" as const,
          storageKey: `posts/${filler}/filler-${i}.png`,
          contentType: "image/png",
          bytes: 1_790_000_000,
          alt: "Filler",
          position: i,
        })),
      );
    const answer = await upload(postId, { bytes: png(), name: "a.png" });
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/^This calendar has used its 5 GB of uploads for this month\./);
    expect(await mediaOf(postId)).toHaveLength(0);
    expect(storedFiles(postId)).toHaveLength(0);
  });
});
