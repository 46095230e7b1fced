import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ProblemKind } from "~/lib/result";
import {
  initialState,
  isConsistent,
  PROJECT_STATUSES,
  type ProjectEvent,
  type ProjectState,
  statusBadge,
  transitionMessages as t,
  transition,
} from "./status";

const NOW = new Date("2026-11-24T00:00:00Z");
const EARLIER = new Date("2026-10-01T00:00:00Z");
const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";

const pending: ProjectState = { status: "pending", assignedFreelancerId: null, progress: 0, completedAt: null };
const inProgress: ProjectState = { status: "in_progress", assignedFreelancerId: A, progress: 40, completedAt: null };
const testing: ProjectState = { status: "testing", assignedFreelancerId: A, progress: 90, completedAt: null };
const completed: ProjectState = { status: "completed", assignedFreelancerId: A, progress: 100, completedAt: EARLIER };
const completedAlone: ProjectState = { ...completed, assignedFreelancerId: null };

const run = (state: ProjectState, event: ProjectEvent) => transition(state, event, NOW);

describe("project state machine: the transition table", () => {
  it.each<[string, ProjectState, ProjectEvent, Partial<ProjectState>]>([
    [
      "assign starts a pending project",
      pending,
      { type: "assign", freelancerId: A },
      { status: "in_progress", assignedFreelancerId: A },
    ],
    [
      "assign changes the freelancer of work in progress",
      inProgress,
      { type: "assign", freelancerId: B },
      { status: "in_progress", assignedFreelancerId: B, progress: 40 },
    ],
    [
      "assign keeps testing",
      testing,
      { type: "assign", freelancerId: B },
      { status: "testing", assignedFreelancerId: B },
    ],
    [
      "assigning a completed project's own freelancer again changes nothing",
      completed,
      { type: "assign", freelancerId: A },
      completed,
    ],
    [
      "unassign sends work in progress back to pending, keeping its progress",
      inProgress,
      { type: "unassign" },
      { status: "pending", assignedFreelancerId: null, progress: 40, completedAt: null },
    ],
    [
      "unassign sends testing back to pending",
      testing,
      { type: "unassign" },
      { status: "pending", assignedFreelancerId: null },
    ],
    ["unassign on pending changes nothing", pending, { type: "unassign" }, pending],
    [
      "in_progress → testing",
      inProgress,
      { type: "set-status", status: "testing" },
      { status: "testing", completedAt: null },
    ],
    ["testing → in_progress", testing, { type: "set-status", status: "in_progress" }, { status: "in_progress" }],
    [
      "in_progress → completed stamps completed_at and 100%",
      inProgress,
      { type: "set-status", status: "completed" },
      { status: "completed", completedAt: NOW, progress: 100 },
    ],
    [
      "testing → completed",
      testing,
      { type: "set-status", status: "completed" },
      { status: "completed", completedAt: NOW, progress: 100 },
    ],
    [
      "saving completed again keeps the first stamp",
      completed,
      { type: "set-status", status: "completed" },
      { completedAt: EARLIER, progress: 100 },
    ],
    [
      "reopen: completed → in_progress clears completed_at and keeps 100%",
      completed,
      { type: "set-status", status: "in_progress" },
      { status: "in_progress", completedAt: null, progress: 100, assignedFreelancerId: A },
    ],
    [
      "reopen: completed → testing",
      completed,
      { type: "set-status", status: "testing" },
      { status: "testing", completedAt: null },
    ],
    [
      "completed without a freelancer → pending",
      completedAlone,
      { type: "set-status", status: "pending" },
      { status: "pending", completedAt: null },
    ],
    [
      "a progress update moves progress",
      inProgress,
      { type: "progress", freelancerId: A, progress: 75 },
      { status: "in_progress", progress: 75 },
    ],
    [
      "a progress update of 100 does not complete the project",
      testing,
      { type: "progress", freelancerId: A, progress: 100 },
      { status: "testing", progress: 100, completedAt: null },
    ],
    [
      "a progress update starts a pending project that already had this freelancer",
      { ...pending, assignedFreelancerId: A },
      { type: "progress", freelancerId: A, progress: 5 },
      { status: "in_progress", progress: 5 },
    ],
  ])("%s", (_, state, event, expected) => {
    const result = run(state, event);
    expect(result).toMatchObject({ ok: true, value: expected });
    if (result.ok) expect(isConsistent(result.value)).toBe(true);
  });

  it.each<[string, ProjectState, ProjectEvent, ProblemKind, string]>([
    [
      "assigning another freelancer to a completed project",
      completed,
      { type: "assign", freelancerId: B },
      "conflict",
      t.completedAssign,
    ],
    [
      "assigning a freelancer to a completed project that has none",
      completedAlone,
      { type: "assign", freelancerId: B },
      "conflict",
      t.completedAssign,
    ],
    ["unassigning a completed project", completed, { type: "unassign" }, "conflict", t.completedAssign],
    [
      "completing a pending project",
      pending,
      { type: "set-status", status: "completed" },
      "conflict",
      t.completeFromPending,
    ],
    [
      "starting a project without a freelancer",
      pending,
      { type: "set-status", status: "in_progress" },
      "conflict",
      t.needsFreelancer,
    ],
    [
      "testing a project without a freelancer",
      pending,
      { type: "set-status", status: "testing" },
      "conflict",
      t.needsFreelancer,
    ],
    [
      "reopening a completed project without a freelancer to in_progress",
      completedAlone,
      { type: "set-status", status: "in_progress" },
      "conflict",
      t.needsFreelancer,
    ],
    [
      "pending while a freelancer is assigned",
      inProgress,
      { type: "set-status", status: "pending" },
      "conflict",
      t.pendingWithFreelancer,
    ],
    [
      "pending for a completed project with a freelancer",
      completed,
      { type: "set-status", status: "pending" },
      "conflict",
      t.pendingWithFreelancer,
    ],
    [
      "a progress update on a completed project",
      completed,
      { type: "progress", freelancerId: A, progress: 50 },
      "conflict",
      t.completedProgress,
    ],
    [
      "a progress update by a freelancer who is not (any more) assigned",
      inProgress,
      { type: "progress", freelancerId: B, progress: 50 },
      "not-found",
      t.notFound,
    ],
  ])("refuses %s", (_, state, event, kind, message) => {
    expect(run(state, event)).toEqual({ ok: false, problem: { kind, message } });
  });

  it("starts a new project pending at 0%, or in_progress with a freelancer", () => {
    expect(initialState(null)).toEqual(pending);
    expect(initialState(A)).toEqual({ ...pending, status: "in_progress", assignedFreelancerId: A });
  });
});

describe("project state machine: invariants", () => {
  const state = fc.record({
    status: fc.constantFrom(...PROJECT_STATUSES),
    assignedFreelancerId: fc.constantFrom(null, A, B),
    progress: fc.integer({ min: 0, max: 100 }),
    // Rows left contradictory by an older version are inputs too: completed_at with any status.
    completedAt: fc.constantFrom(null, EARLIER),
  });
  const event: fc.Arbitrary<ProjectEvent> = fc.oneof(
    fc.record({ type: fc.constant("assign" as const), freelancerId: fc.constantFrom(A, B) }),
    fc.constant({ type: "unassign" as const }),
    fc.record({ type: fc.constant("set-status" as const), status: fc.constantFrom(...PROJECT_STATUSES) }),
    fc.record({
      type: fc.constant("progress" as const),
      freelancerId: fc.constantFrom(A, B),
      progress: fc.integer({ min: 0, max: 100 }),
    }),
  );

  it("every accepted event leaves a consistent project, from any row, however contradictory", () => {
    fc.assert(
      fc.property(state, event, (s, e) => {
        const result = run(s, e);
        if (result.ok) expect(isConsistent(result.value), JSON.stringify({ s, e, next: result.value })).toBe(true);
        else expect(result.problem.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it("from a consistent state, any sequence of events stays consistent", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let s: ProjectState = pending;
        for (const e of events) {
          const result = run(s, e);
          if (result.ok) s = result.value;
          expect(isConsistent(s), JSON.stringify({ e, s })).toBe(true);
          // The same status as before: a freelancer never sits on a pending project after an event.
          if (s.status === "pending") expect(s.assignedFreelancerId).toBeNull();
        }
      }),
      { numRuns: 500 },
    );
  });

  it("a completed project keeps its freelancer and its 100% until it is explicitly reopened", () => {
    fc.assert(
      fc.property(
        event.filter((e) => e.type !== "set-status"),
        (e) => {
          const result = run(completed, e);
          const next = result.ok ? result.value : completed;
          expect(next).toEqual(completed);
        },
      ),
    );
  });

  it("knows a contradiction when it sees one (the audit's: in_progress with completed_at and 100%)", () => {
    expect(isConsistent({ status: "in_progress", assignedFreelancerId: A, progress: 100, completedAt: EARLIER })).toBe(
      false,
    );
    expect(isConsistent({ ...completed, progress: 60 })).toBe(false);
    expect(isConsistent({ ...completed, completedAt: null })).toBe(false);
    expect(isConsistent({ ...inProgress, assignedFreelancerId: null })).toBe(false);
    for (const s of [pending, inProgress, testing, completed, completedAlone]) expect(isConsistent(s)).toBe(true);
  });
});

describe("status labels", () => {
  it("names every status in plain words, for clients and admins", () => {
    expect(PROJECT_STATUSES.map((s) => statusBadge(s).label)).toEqual([
      "Pending",
      "In Development",
      "Testing",
      "Completed",
    ]);
    expect(PROJECT_STATUSES.map((s) => statusBadge(s, "admin").label)).toEqual([
      "Pending",
      "In Progress",
      "Testing",
      "Completed",
    ]);
  });
});
