import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projects, projectUpdates } from "#db/schema";
import type { AdminActionData } from "~/features/admin/messages";
import { transitionMessages } from "~/features/projects/status";
import { writeLimitNames } from "~/lib/rate-limit.server";
import { action as updatesAction } from "~/routes/dashboard/updates";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { adminFormPath, callPortal, portalPost } from "../setup/portal";
import { callRoute } from "../setup/route";
import { generousLimits } from "../setup/server-build";
import { testContext } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { ids, cookies } = setUpSignedInUsers(database);

// The rounds below race many writes of one admin and one freelancer on purpose: the per-user limits on writes
// (decision 25, tested in floods.test.ts) are lifted here.
const context = () => testContext(database, { rateLimits: generousLimits(100_000, [...writeLimitNames]) });

/** The action of the admin page that runs the form (decision 32), as FLD-ADMIN. */
async function admin(fields: Record<string, string>) {
  const request = portalPost(adminFormPath(fields.intent ?? ""), cookies["FLD-ADMIN"], fields);
  const answer = await callPortal(request, context());
  return { status: answer.status, data: answer.data as AdminActionData };
}

/** A progress update from the freelancer's Update Progress dialog (multipart, no screenshots). */
async function progressUpdate(who: string, projectId: string, progress: number, notes: string) {
  const body = new FormData();
  body.set("intent", "update");
  body.set("projectId", projectId);
  body.set("progress", String(progress));
  body.set("notes", notes);
  const request = new Request("http://localhost:3000/dashboard/updates", {
    method: "POST",
    headers: { Cookie: cookies[who] ?? "" },
    body,
  });
  const { response } = await callRoute(updatesAction, request, context());
  if (!response) throw new Error("the updates action answered no Response");
  return { status: response.status, body: (await response.json()) as { ok: boolean; message: string } };
}

const projectId = async (title: string) =>
  (await database.db.select().from(projects).where(eq(projects.title, title)))[0]?.id ?? "";
const read = async (id: string) => {
  const [row] = await database.db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw new Error("project gone");
  return row;
};

/** The invariants of docs/decisions/0017-project-state-machine.md, on the stored row. */
function expectConsistent(row: Awaited<ReturnType<typeof read>>, label: string) {
  if (row.status === "completed") {
    expect(row.completedAt, label).toBeInstanceOf(Date);
    expect(row.progress, label).toBe(100);
  } else {
    expect(row.completedAt, label).toBeNull();
  }
  if (row.status === "in_progress" || row.status === "testing") expect(row.assignedFreelancerId, label).not.toBeNull();
}

/** Puts the project back to work in progress by FLD-FRLN1 at 65%, as the seed has it. */
async function reset(id: string) {
  await database.db
    .update(projects)
    .set({ status: "in_progress", assignedFreelancerId: ids["FLD-FRLN1"], progress: 65, completedAt: null })
    .where(eq(projects.id, id));
}

describe("project state machine, through the admin's forms", () => {
  it("refuses to change a completed project's freelancer (409, clear message); reopening through its status allows it", async () => {
    const id = await projectId("Lanka Surf Retreats Local SEO");
    const before = await read(id);
    expect(before).toMatchObject({ status: "completed", progress: 100 });
    const answer = await admin({ intent: "assign", projectId: id, freelancerId: ids["FLD-FRLN2"] ?? "" });
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({ ok: false, message: transitionMessages.completedAssign });
    const unassign = await admin({ intent: "assign", projectId: id, freelancerId: "" });
    expect(unassign).toMatchObject({ status: 409, data: { message: transitionMessages.completedAssign } });
    expect(await read(id)).toEqual(before);

    // The explicit reopen: completed_at is cleared, the 100% stays until the freelancer posts a new figure.
    const reopened = await admin({ intent: "set-status", projectId: id, status: "in_progress" });
    expect(reopened).toMatchObject({ status: 200, data: { ok: true, message: "Project status updated" } });
    expect(await read(id)).toMatchObject({ status: "in_progress", completedAt: null, progress: 100 });
    const assigned = await admin({ intent: "assign", projectId: id, freelancerId: ids["FLD-FRLN2"] ?? "" });
    expect(assigned.status).toBe(200);
    expect(await read(id)).toMatchObject({ status: "in_progress", assignedFreelancerId: ids["FLD-FRLN2"] });
    // The client has not approved its latest update: completing it needs the admin's explicit override.
    const complete = { intent: "set-status", projectId: id, status: "completed" };
    expect((await admin(complete)).status).toBe(409);
    expect((await admin({ ...complete, override: "on" })).status).toBe(200);
    const row = await read(id);
    expect(row.status).toBe("completed");
    expectConsistent(row, "completed again");
  });

  it("refuses what would contradict itself: completing or starting a project without a freelancer, pending with one", async () => {
    const pending = await projectId("Lanka Surf Retreats Booking Site");
    const before = await read(pending);
    for (const [status, message] of [
      ["completed", transitionMessages.completeFromPending],
      ["in_progress", transitionMessages.needsFreelancer],
      ["testing", transitionMessages.needsFreelancer],
    ] as const) {
      const answer = await admin({ intent: "set-status", projectId: pending, status });
      expect(answer.status, status).toBe(409);
      expect(answer.data).toMatchObject({ ok: false, message });
    }
    expect(await read(pending)).toEqual(before);

    const active = await projectId("Ceylon Tea Co. SEO Accelerate Campaign");
    const answer = await admin({ intent: "set-status", projectId: active, status: "pending" });
    expect(answer).toMatchObject({ status: 409, data: { message: transitionMessages.pendingWithFreelancer } });
    expect(
      await admin({ intent: "set-status", projectId: "00000000-0000-4000-8000-000000000000", status: "testing" }),
    ).toMatchObject({ status: 404, data: { message: "Project not found" } });
  });

  it("does not let a freelancer move the progress of a completed project, and stores no update", async () => {
    const id = await projectId("Ceylon Tea Co. Brand Identity Refresh");
    const before = await read(id);
    const answer = await progressUpdate("FLD-FRLN1", id, 40, "late note");
    expect(answer).toEqual({ status: 409, body: { ok: false, message: transitionMessages.completedProgress } });
    expect(await read(id)).toEqual(before);
    expect(await database.db.select().from(projectUpdates).where(eq(projectUpdates.notes, "late note"))).toEqual([]);
  });
});

describe("concurrent changes to one project", () => {
  it("status change and assign at once always end consistent (20 rounds)", async () => {
    const id = await projectId("Ceylon Tea Co. Website Redesign");
    for (let round = 0; round < 20; round++) {
      await reset(id);
      const complete = () => admin({ intent: "set-status", projectId: id, status: "completed", override: "on" });
      const assign = () => admin({ intent: "assign", projectId: id, freelancerId: ids["FLD-FRLN2"] ?? "" });
      // Both orders of starting them, so each can be the one that commits last.
      const [done, moved] =
        round % 2 === 0
          ? await Promise.all([complete(), assign()])
          : await Promise.all([assign(), complete()]).then(([a, c]) => [c, a] as const);
      const row = await read(id);
      expectConsistent(row, `round ${round}`);
      // Completing an in-progress project always succeeds; the assign wins only if it came first.
      expect(done.status, `round ${round}`).toBe(200);
      expect(row.status).toBe("completed");
      if (moved.status === 200) expect(row.assignedFreelancerId).toBe(ids["FLD-FRLN2"]);
      else {
        expect(moved).toMatchObject({ status: 409, data: { message: transitionMessages.completedAssign } });
        expect(row.assignedFreelancerId).toBe(ids["FLD-FRLN1"]);
      }
    }
  });

  it("unassign, testing and complete at once always end consistent (10 rounds)", async () => {
    const id = await projectId("Ceylon Tea Co. Website Redesign");
    for (let round = 0; round < 10; round++) {
      await reset(id);
      const answers = await Promise.all([
        admin({ intent: "set-status", projectId: id, status: "completed", override: "on" }),
        admin({ intent: "assign", projectId: id, freelancerId: "" }),
        admin({ intent: "set-status", projectId: id, status: "testing" }),
      ]);
      for (const a of answers) expect([200, 409], JSON.stringify(a.data)).toContain(a.status);
      const row = await read(id);
      expectConsistent(row, `round ${round}`);
      if (row.status === "pending") expect(row.assignedFreelancerId).toBeNull();
    }
  });

  it("a freelancer's progress update and the admin's completion at once always end consistent (10 rounds)", async () => {
    const id = await projectId("Ceylon Tea Co. Website Redesign");
    for (let round = 0; round < 10; round++) {
      await reset(id);
      const notes = `race ${round}`;
      const [update, done] = await Promise.all([
        progressUpdate("FLD-FRLN1", id, 50, notes),
        admin({ intent: "set-status", projectId: id, status: "completed", override: "on" }),
      ]);
      expect(done.status).toBe(200);
      const row = await read(id);
      expectConsistent(row, `round ${round}`);
      const stored = await database.db.select().from(projectUpdates).where(eq(projectUpdates.notes, notes));
      // Either the update came first (stored, then completed at 100%) or it was refused and stored nothing.
      if (update.status === 200) expect(stored).toHaveLength(1);
      else {
        expect(update).toEqual({ status: 409, body: { ok: false, message: transitionMessages.completedProgress } });
        expect(stored).toEqual([]);
      }
    }
  });
});
