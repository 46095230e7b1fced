import { existsSync, mkdtempSync, openAsBlob, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, projectUpdates, updateComments } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { type Database, openDatabase } from "~/lib/db.server";
import { EnvError } from "~/lib/env.server";
import { createS3Storage } from "~/lib/storage/s3.server";
import { InvalidKeyError } from "~/lib/storage/types";
import { createDiskStorage, createStorage, type Storage } from "~/lib/storage.server";
import { scratchPostgres } from "../setup/scratch";
import { signInCookie, startTestServer } from "../setup/server-build";
import { createTestDatabase, testEngine, testEnv } from "../setup/test-db";

// A real S3-compatible server (s3rver, on a free port, its objects in a temporary folder) with the credentials
// s3rver checks signatures against.
const ACCESS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };
let s3: S3rver;
let s3Endpoint = "";

beforeAll(async () => {
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), "agency-s3-")),
    configureBuckets: [
      { name: "uploads", configs: [] },
      { name: "shared", configs: [] },
    ],
  });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
});

const s3Env = (bucket: string) => testEnv({ ...ACCESS, S3_ENDPOINT: s3Endpoint, S3_BUCKET: bucket });

/** Reads a stream to its end; gives the bytes and how many chunks they came in. */
async function drain(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return { bytes: new Uint8Array(Buffer.concat(chunks)), chunks: chunks.length };
}

const generous = { points: 1000, durationSeconds: 60 };
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6,
]);

/** Posts a progress update with one screenshot through `url`, as the portal's form does; gives back its key. */
async function upload(database: Database, url: string, notes: string) {
  const [project] = await database.db
    .select()
    .from(projects)
    .where(eq(projects.title, "Ceylon Tea Co. Website Redesign"));
  const body = new FormData();
  body.set("intent", "update");
  body.set("projectId", project?.id ?? "");
  body.set("progress", "60");
  body.set("notes", notes);
  body.append("screenshots", new Blob([PNG], { type: "image/png" }), "shot.png");
  const res = await fetch(`${url}/dashboard/updates`, {
    method: "POST",
    headers: { Cookie: await signInCookie(url, "FLD-FRLN1"), Origin: url },
    body,
  });
  expect(res.status).toBe(200);
  const [update] = await database.db.select().from(projectUpdates).where(eq(projectUpdates.notes, notes));
  return update?.screenshots[0] ?? "";
}

function bytes(n: number, seed = 7) {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = (i * seed + 13) % 256;
  return out;
}

/** Byte-for-byte equality; vitest's deep equality is far too slow for megabytes. */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

// Both drivers are held to one contract: what the app relies on, whichever is configured.
const drivers: [string, () => Promise<Storage>][] = [
  ["disk", async () => createDiskStorage(path.join(mkdtempSync(path.join(tmpdir(), "agency-disk-")), "uploads"))],
  ["S3", () => createStorage(s3Env("uploads"))],
];

describe.each(drivers)("the %s storage driver", (kind, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
    expect(storage.kind).toBe(kind === "disk" ? "disk" : "s3");
  });

  it("gives back what was put: the same bytes, type and length", async () => {
    const body = bytes(1000);
    await storage.put("project-1/a.png", body, "image/png");
    const object = await storage.get("project-1/a.png");
    expect(object?.contentType).toBe("image/png");
    expect(object?.length).toBe(1000);
    expect((await drain(object?.body as ReadableStream<Uint8Array>)).bytes).toEqual(body);
  });

  it("gives back a part of an object when asked for a range (a video played by parts)", async () => {
    const body = bytes(1000, 7);
    await storage.put("posts/p-1/v.mp4", body, "video/mp4");
    const part = await storage.get("posts/p-1/v.mp4", { start: 100, end: 349 });
    expect(part?.contentType).toBe("video/mp4");
    expect(part?.length).toBe(250);
    expect((await drain(part?.body as ReadableStream<Uint8Array>)).bytes).toEqual(body.subarray(100, 350));
    const tail = await storage.get("posts/p-1/v.mp4", { start: 990, end: 999 });
    expect((await drain(tail?.body as ReadableStream<Uint8Array>)).bytes).toEqual(body.subarray(990));
  });

  it("replaces an object put again under the same key", async () => {
    await storage.put("project-1/b.jpg", bytes(10), "image/jpeg");
    await storage.put("project-1/b.jpg", bytes(20, 3), "image/webp");
    const object = await storage.get("project-1/b.jpg");
    expect(object?.contentType).toBe("image/webp");
    expect((await drain(object?.body as ReadableStream<Uint8Array>)).bytes).toEqual(bytes(20, 3));
  });

  it("answers null for a key with nothing under it, and for a folder", async () => {
    expect(await storage.get("project-1/missing.png")).toBeNull();
    expect(await storage.get("nobody/missing.png")).toBeNull();
    await storage.put("folder/inner/c.png", bytes(5), "image/png");
    expect(await storage.get("folder/inner")).toBeNull();
  });

  it("deletes an object; deleting one that is not there is not an error", async () => {
    await storage.put("project-2/d.png", bytes(5), "image/png");
    await storage.delete("project-2/d.png");
    expect(await storage.get("project-2/d.png")).toBeNull();
    await expect(storage.delete("project-2/d.png")).resolves.toBeUndefined();
  });

  it("stores a file from disk as it reads it, byte for byte (uploads are put this way)", async () => {
    const body = bytes(6 * 1024 * 1024 + 3, 5);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "agency-put-")), "upload");
    writeFileSync(file, body);
    await storage.put("project-3/from-disk.png", await openAsBlob(file), "image/png");
    const object = await storage.get("project-3/from-disk.png");
    expect([object?.contentType, object?.length]).toEqual(["image/png", body.byteLength]);
    expect(same((await drain(object?.body as ReadableStream<Uint8Array>)).bytes, body)).toBe(true);
  });

  it("streams a large object in pieces rather than as one buffer", async () => {
    const body = bytes(3 * 1024 * 1024, 11);
    await storage.put("project-3/big.png", body, "image/png");
    const object = await storage.get("project-3/big.png");
    expect(object?.length).toBe(body.byteLength);
    const read = await drain(object?.body as ReadableStream<Uint8Array>);
    expect(same(read.bytes, body)).toBe(true);
    expect(read.chunks).toBeGreaterThan(1);
  });

  it.each([
    "../escape.png",
    "a/../../escape.png",
    "/etc/passwd",
    "a//b.png",
    "a\\..\\b.png",
    ".types/a.png",
    "a/.hidden",
    "a/./b.png",
    "a/b.png\0",
    "",
    `${"x/".repeat(9)}y`,
  ])("refuses the key %j: put throws, get answers null", async (key) => {
    await expect(storage.put(key, bytes(5), "image/png")).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
    expect(await storage.get(key)).toBeNull();
  });
});

describe("the disk driver", () => {
  it("keeps every file inside its folder, whatever key it is asked for", async () => {
    const parent = mkdtempSync(path.join(tmpdir(), "agency-disk-"));
    const storage = createDiskStorage(path.join(parent, "uploads"));
    await storage.put("ok/a.png", bytes(5), "image/png");
    for (const key of ["../outside.png", "ok/../../outside.png", `${parent}/outside.png`])
      await storage.put(key, bytes(5), "image/png").catch(() => {});
    expect(readdirSync(parent)).toEqual(["uploads"]);
    // A type file is not an object: `.types` is out of reach of any key.
    expect(await storage.get(".types/ok/a.png")).toBeNull();
  });

  it("serves a file stored before content types were kept, by its extension", async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), "agency-disk-")), "uploads");
    const storage = createDiskStorage(root);
    await storage.put("p/old.webp", bytes(5), "image/webp");
    const { rm } = await import("node:fs/promises");
    await rm(path.join(root, ".types"), { recursive: true });
    expect((await storage.get("p/old.webp"))?.contentType).toBe("image/webp");
  });
});

describe("the S3 driver", () => {
  it("writes into the bucket, not to the disk of DATA_DIR", async () => {
    const env = s3Env("uploads");
    const storage = await createStorage(env);
    await storage.put("project-9/e.png", bytes(64), "image/png");
    const direct = new S3Client({
      endpoint: s3Endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const object = await direct.send(new GetObjectCommand({ Bucket: "uploads", Key: "project-9/e.png" }));
    expect(object.ContentType).toBe("image/png");
    expect(await object.Body?.transformToByteArray()).toEqual(bytes(64));
    expect(existsSync(path.join(env.DATA_DIR, "uploads"))).toBe(false);
  });

  it("throws for a bucket that does not exist rather than answering as if the object were missing", async () => {
    const storage = await createStorage(s3Env("no-such-bucket"));
    await expect(storage.get("project-9/e.png")).rejects.toThrow();
  });

  it("throws when the server refuses the credentials", async () => {
    const storage = createS3Storage({
      bucket: "uploads",
      region: "us-east-1",
      endpoint: s3Endpoint,
      accessKeyId: "SOMEONE-ELSE",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    await expect(storage.put("project-9/f.png", bytes(5), "image/png")).rejects.toThrow();
  });
});

describe("S3 settings", () => {
  it("use S3 when S3_BUCKET and its credentials are set, and the disk otherwise", async () => {
    expect((await createStorage(s3Env("uploads"))).kind).toBe("s3");
    expect((await createStorage(testEnv())).kind).toBe("disk");
  });

  it("path-style addressing is on by default with S3_ENDPOINT, and can be set either way", () => {
    expect(s3Env("uploads").S3_FORCE_PATH_STYLE).toBeUndefined();
    expect(testEnv({ ...ACCESS, S3_BUCKET: "b1b", S3_FORCE_PATH_STYLE: "false" }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(testEnv({ ...ACCESS, S3_BUCKET: "b1b", S3_FORCE_PATH_STYLE: "true" }).S3_FORCE_PATH_STYLE).toBe(true);
  });

  it.each([
    [{ S3_BUCKET: "uploads" }, "S3_ACCESS_KEY_ID is required when the other S3 settings are set"],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_BUCKET is required when S3_ENDPOINT is set"],
    [{ S3_REGION: "eu-west-1" }, "S3_BUCKET is required when S3_REGION is set"],
    [{ ...ACCESS, S3_BUCKET: "has space" }, "S3_BUCKET must be a bucket name"],
    [{ ...ACCESS, S3_BUCKET: "b1b", S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE must be true or false"],
    [{ ...ACCESS, S3_BUCKET: "b1b", S3_ENDPOINT: "not a url" }, "S3_ENDPOINT must be a URL"],
  ])("refuse incomplete or bad settings at start-up: %j", (settings, message) => {
    expect(() => testEnv(settings)).toThrow(EnvError);
    expect(() => testEnv(settings)).toThrow(message);
  });

  it("never show the secret key in an error", () => {
    let message = "";
    try {
      testEnv({ S3_BUCKET: "has space", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "very-secret-value" });
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain("S3_BUCKET must be a bucket name");
    expect(message).not.toContain("very-secret-value");
  });
});

// Issue 28: the routes write each image to storage as it arrives (decision 26); what arrives is what was sent.
describe.each([
  ["disk", () => testEnv()],
  ["S3", () => s3Env("uploads")],
])("uploads through the routes, stored on %s", (_kind, makeEnv) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let storage: Storage;
  beforeAll(async () => {
    const env = makeEnv();
    database = await createTestDatabase();
    await seedDemoData(database.db);
    server = await startTestServer(database, env, { loginIp: generous, loginId: generous });
    storage = await createStorage(env);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  /** A PNG of `size` bytes: the signature, then bytes of its own. */
  const png = (size: number, seed: number) => {
    const out = bytes(size, seed);
    out.set(PNG.subarray(0, 8));
    return out;
  };
  const stored = async (key: string) => {
    const object = await storage.get(key);
    return object ? (await drain(object.body)).bytes : null;
  };

  it("arrive intact: an update's screenshots and a comment's image, from 26 bytes to 5 MB", async () => {
    const [project] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.title, "Ceylon Tea Co. Website Redesign"));
    const shots = [png(5 * 1024 * 1024, 3), PNG, png(1024 * 1024 + 7, 5)];
    const body = new FormData();
    body.set("intent", "update");
    body.set("projectId", project?.id ?? "");
    body.set("progress", "80");
    body.set("notes", "Stored intact");
    for (const [i, shot] of shots.entries()) body.append("screenshots", new Blob([shot]), `s${i}.png`);
    const res = await fetch(`${server.url}/dashboard/updates`, {
      method: "POST",
      headers: { Cookie: await signInCookie(server.url, "FLD-FRLN1"), Origin: server.url },
      body,
    });
    expect(res.status).toBe(200);
    const [update] = await database.db.select().from(projectUpdates).where(eq(projectUpdates.notes, "Stored intact"));
    expect(update?.screenshotBytes).toBe(shots.reduce((n, s) => n + s.byteLength, 0));
    for (const [i, key] of (update?.screenshots ?? []).entries()) {
      expect(same((await stored(key)) ?? new Uint8Array(), shots[i] as Uint8Array), key).toBe(true);
    }
    expect(update?.screenshots).toHaveLength(3);

    const image = png(5 * 1024 * 1024, 9);
    const comment = new FormData();
    comment.set("intent", "comment");
    comment.set("updateId", update?.id ?? "");
    comment.set("body", "With a picture");
    comment.set("image", new Blob([image]), "picture.png");
    const posted = await fetch(`${server.url}/dashboard/comments`, {
      method: "POST",
      headers: { Cookie: await signInCookie(server.url, "FLD-CLNT1"), Origin: server.url },
      body: comment,
    });
    expect(posted.status).toBe(200);
    const [row] = await database.db
      .select()
      .from(updateComments)
      .where(eq(updateComments.updateId, update?.id ?? ""));
    expect(row?.imageBytes).toBe(image.byteLength);
    expect(same((await stored(row?.image ?? "")) ?? new Uint8Array(), image)).toBe(true);
  });
});

// The audit's case: behind a load balancer, a screenshot uploaded through one process must be served by another.
// Two app servers, each with its own database pool and its own (empty) DATA_DIR, on one PostgreSQL database.
describe.runIf(testEngine() === "postgres")("two app servers on one PostgreSQL database", () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  const databases: Database[] = [];
  const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];
  const main = () => databases[0] as Database;

  beforeAll(async () => {
    scratch = await scratchPostgres("agency_storage");
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ kind: "postgres", url: scratch.url }));
    await seedDemoData(main().db);
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    for (const d of databases) await d.close();
    await scratch?.drop();
  });

  async function pair(env: () => ReturnType<typeof testEnv>) {
    const [a, b] = [
      await startTestServer(databases[0] as Database, env(), { loginIp: generous, loginId: generous }),
      await startTestServer(databases[1] as Database, env(), { loginIp: generous, loginId: generous }),
    ];
    servers.push(a, b);
    return [a, b] as const;
  }

  it("with S3 settings, a screenshot uploaded through the first is served by the second", async () => {
    const [a, b] = await pair(() => s3Env("shared"));
    const key = await upload(main(), a.url, "Uploaded through server A");
    expect(key).toMatch(/\.png$/);

    const shown = await fetch(`${b.url}/dashboard/screenshots/${key}`, {
      headers: { Cookie: await signInCookie(b.url, "FLD-CLNT1") },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/png");
    expect(shown.headers.get("cache-control")).toMatch(/^private\b/);
    expect(shown.headers.get("content-length")).toBe(String(PNG.byteLength));
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(PNG);
    const head = await fetch(`${b.url}/dashboard/screenshots/${key}`, {
      method: "HEAD",
      headers: { Cookie: await signInCookie(b.url, "FLD-CLNT1") },
    });
    expect([head.status, head.headers.get("content-length"), await head.text()]).toEqual([
      200,
      String(PNG.byteLength),
      "",
    ]);

    // The second server still checks who may see it.
    const stranger = await fetch(`${b.url}/dashboard/screenshots/${key}`, {
      headers: { Cookie: await signInCookie(b.url, "FLD-CLNT2") },
    });
    expect(stranger.status).toBe(404);
    const anonymous = await fetch(`${b.url}/dashboard/screenshots/${key}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });

  it("with disk storage each server has only its own files (why S3 is needed for more than one)", async () => {
    const [a, b] = await pair(() => testEnv());
    const key = await upload(main(), a.url, "Uploaded to server A's disk");
    const client = { headers: { Cookie: await signInCookie(a.url, "FLD-CLNT1") } };
    expect((await fetch(`${a.url}/dashboard/screenshots/${key}`, client)).status).toBe(200);
    expect((await fetch(`${b.url}/dashboard/screenshots/${key}`, client)).status).toBe(404);
  });
});
