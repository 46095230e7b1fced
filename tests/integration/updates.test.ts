import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, projects, projectUpdates } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { listUpdates } from "~/features/projects/projects.server";
import { clampProgress } from "~/features/projects/updates.server";
import type { Database } from "~/lib/db.server";
import { signInCookie, startTestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
const generous = { points: 1000, durationSeconds: 60 };
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1,
]);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  server = await startTestServer(database, testEnv(), { loginIp: generous, loginId: generous });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const session = (flideskId: string) => signInCookie(server.url, flideskId);

async function projectId(title: string) {
  const [row] = await database.db.select().from(projects).where(eq(projects.title, title));
  return row?.id ?? "";
}

function update(cookie: string, id: string, files: Blob[] = [], progress = "75") {
  const body = new FormData();
  body.set("intent", "update");
  body.set("projectId", id);
  body.set("progress", progress);
  body.set("notes", "Checkout done");
  for (const [i, f] of files.entries()) body.append("screenshots", f, `shot-${i}.png`);
  return fetch(`${server.url}/dashboard/updates`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.url },
    body,
  });
}

describe("progress updates", () => {
  it("clamps progress to a whole number from 0 to 100; non-numeric is 0", () => {
    expect([
      clampProgress("150"),
      clampProgress("-5"),
      clampProgress("42.6"),
      clampProgress("abc"),
      clampProgress(null),
    ]).toEqual([100, 0, 43, 0, 0]);
  });

  it("stores the update, moves the project's progress, and serves the screenshot only to those who may see the project", async () => {
    const freelancer = await session("FLD-FRLN1");
    const id = await projectId("Ceylon Tea Co. Website Redesign");
    const res = await update(freelancer, id, [new Blob([PNG], { type: "image/png" })]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: "Project progress updated successfully" });
    const [project] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(project?.progress).toBe(75);
    const [latest] = await database.db.select().from(projectUpdates).where(eq(projectUpdates.notes, "Checkout done"));
    expect(latest?.screenshots).toHaveLength(1);
    const key = latest?.screenshots[0] ?? "";

    const owner = await fetch(`${server.url}/dashboard/screenshots/${key}`, {
      headers: { Cookie: await session("FLD-CLNT1") },
    });
    expect(owner.status).toBe(200);
    expect(owner.headers.get("content-type")).toBe("image/png");
    expect(owner.headers.get("cache-control")).toMatch(/^private\b/);
    expect(owner.headers.get("content-length")).toBe(String(PNG.byteLength));
    expect(new Uint8Array(await owner.arrayBuffer())).toEqual(PNG);
    const other = await fetch(`${server.url}/dashboard/screenshots/${key}`, {
      headers: { Cookie: await session("FLD-CLNT2") },
    });
    expect(other.status).toBe(404);
    const anonymous = await fetch(`${server.url}/dashboard/screenshots/${key}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });

  it.each([
    ["an HTML file", new Blob(["<html><script>alert(1)</script></html>"], { type: "image/png" })],
    [
      "an SVG file",
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: "image/svg+xml" }),
    ],
  ])("refuses %s posted as a screenshot and writes nothing", async (_, blob) => {
    const freelancer = await session("FLD-FRLN1");
    const id = await projectId("Ceylon Tea Co. Website Redesign");
    const before = await database.db.select().from(projectUpdates).where(eq(projectUpdates.projectId, id));
    const res = await update(freelancer, id, [blob], "90");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, message: "Only image files are allowed" });
    expect(await database.db.select().from(projectUpdates).where(eq(projectUpdates.projectId, id))).toHaveLength(
      before.length,
    );
  });

  it("when storage fails, answers 503 with a plain message and records nothing", async () => {
    const env = testEnv();
    // A file where the uploads folder should be: every write to storage fails.
    writeFileSync(path.join(env.DATA_DIR, "uploads"), "");
    const broken = await startTestServer(database, env, { loginIp: generous, loginId: generous });
    try {
      const id = await projectId("Ceylon Tea Co. Website Redesign");
      const [before] = await database.db.select().from(projects).where(eq(projects.id, id));
      const body = new FormData();
      body.set("intent", "update");
      body.set("projectId", id);
      body.set("progress", "12");
      body.set("notes", "Never stored");
      body.append("screenshots", new Blob([PNG], { type: "image/png" }), "shot.png");
      const res = await fetch(`${broken.url}/dashboard/updates`, {
        method: "POST",
        headers: { Cookie: await signInCookie(broken.url, "FLD-FRLN1"), Origin: broken.url },
        body,
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        ok: false,
        message: "Your screenshots could not be saved just now. Nothing was changed: please try again.",
      });
      expect(await database.db.select().from(projectUpdates).where(eq(projectUpdates.notes, "Never stored"))).toEqual(
        [],
      );
      const [after] = await database.db.select().from(projects).where(eq(projects.id, id));
      expect(after?.progress).toBe(before?.progress);
    } finally {
      await broken.close();
    }
  });

  it("lets a freelancer update only projects assigned to them, and refuses clients", async () => {
    const other = await session("FLD-FRLN2");
    const id = await projectId("Ceylon Tea Co. Website Redesign");
    expect((await update(other, id)).status).toBe(404);
    expect((await update(await session("FLD-CLNT1"), id)).status).toBe(403);
    const body = new FormData();
    body.set("intent", "update");
    body.set("projectId", id);
    const signedOut = await fetch(`${server.url}/dashboard/updates`, { method: "POST", body, redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/dashboard\/auth/);
  });

  it("takes progress back in one post, saying so on the update and in the client's notification", async () => {
    const title = "Ceylon Tea Co. SEO Accelerate Campaign";
    const id = await projectId(title);
    await database.db.update(projects).set({ progress: 90 }).where(eq(projects.id, id));
    const freelancer = await session("FLD-FRLN2");
    expect((await update(freelancer, id, [], "80")).status).toBe(200);
    const [project] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(project?.progress).toBe(80);
    const told = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, project?.clientId ?? ""));
    expect(told.map((n) => n.title)).toContain(`${title} went back to 80% (from 90%)`);
    // Forward again: an ordinary update, with no "lowered from" on it.
    expect((await update(freelancer, id, [], "85")).status).toBe(200);
    const [latest, lowered] = await listUpdates(database.db, [id]);
    expect([latest?.progress, latest?.loweredFrom]).toEqual([85, null]);
    expect([lowered?.progress, lowered?.loweredFrom]).toEqual([80, 90]);
  });

  it("connects Google Analytics one way, on assigned projects only", async () => {
    const id = await projectId("Lanka Surf Retreats Local SEO");
    const connect = (cookie: string) => {
      const body = new FormData();
      body.set("intent", "connect-ga");
      body.set("projectId", id);
      return fetch(`${server.url}/dashboard/updates`, { method: "POST", headers: { Cookie: cookie }, body });
    };
    expect((await connect(await session("FLD-FRLN2"))).status).toBe(404);
    expect((await connect(await session("FLD-FRLN1"))).status).toBe(200);
    const [project] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(project?.googleAnalyticsConnected).toBe(true);
  });
});

describe("live updates over SSE", () => {
  /** Reads a user's event stream until `stop`; collects the `change` events. */
  async function listen(cookie: string) {
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/events`, { headers: { Cookie: cookie }, signal: controller.signal });
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("content-encoding")).toBeNull();
    const events: { at: number; data: string }[] = [];
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    const pump = (async () => {
      try {
        while (reader) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith("event: change"))
              events.push({ at: Date.now(), data: block.split("data: ")[1] ?? "" });
            end = buffer.indexOf("\n\n");
          }
        }
      } catch {}
    })();
    return {
      events,
      stop: async () => {
        controller.abort();
        await pump;
      },
    };
  }

  it("delivers a freelancer's update to the client within a second, and to no other client", async () => {
    const owner = await listen(await session("FLD-CLNT1"));
    const stranger = await listen(await session("FLD-CLNT2"));
    await new Promise((r) => setTimeout(r, 300));
    const sent = Date.now();
    expect((await update(await session("FLD-FRLN1"), await projectId("Ceylon Tea Co. Website Redesign"))).status).toBe(
      200,
    );
    await expect.poll(() => owner.events.length, { timeout: 2000 }).toBeGreaterThan(0);
    expect((owner.events[0]?.at ?? Infinity) - sent).toBeLessThan(1000);
    expect(JSON.parse(owner.events[0]?.data ?? "{}")).toMatchObject({ kind: "update" });
    await new Promise((r) => setTimeout(r, 300));
    expect(stranger.events).toHaveLength(0);
    await owner.stop();
    await stranger.stop();
  });

  it("refuses a signed-out stream", async () => {
    const res = await fetch(`${server.url}/api/events`, { redirect: "manual" });
    expect(res.status).toBe(302);
  });
});
