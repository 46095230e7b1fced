import type { SubmissionResult } from "@conform-to/react";

/**
 * What a feature answers: a value, or a problem in words. Features never build HTTP responses; a route turns a
 * problem into one with `problemInit` (app/lib/http.server.ts), so the status codes live in one table.
 */
export type ProblemKind =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "limited"
  | "unavailable";

export type Problem = {
  kind: ProblemKind;
  /** The sentence the user reads. */
  message: string;
  /** A heading for the toast or screen that shows the message, when the product gives one. */
  title?: string;
  /** Messages per field, for forms that mark the fields. */
  fields?: Record<string, string>;
  /** For `limited`: when the user may try again. */
  retryAfterSeconds?: number;
};

export type Result<T = undefined> = { ok: true; value: T } | { ok: false; problem: Problem };

export function ok(): { ok: true; value: undefined };
export function ok<T>(value: T): { ok: true; value: T };
export function ok<T>(value?: T) {
  return { ok: true as const, value };
}

export function fail(kind: ProblemKind, message: string, extra: Omit<Problem, "kind" | "message"> = {}) {
  return { ok: false as const, problem: { kind, message, ...extra } };
}

/**
 * What an action answers the browser (Shelf's payload/error in one type): a write that worked, with the sentence to
 * show and whatever else the form needs, or the problem's words (and per-field messages). `intent` names which form
 * of the page answered, where one route serves several. Built on the server by `answer` (app/lib/answer.server.ts).
 */
export type Answer<T extends object = object> =
  | ({ ok: true; intent?: string; message?: string; reply?: SubmissionResult<string[]> } & T)
  | {
      ok: false;
      intent?: string;
      /** Conform's reply for a form built with Conform: its fields' errors (`answer`'s `submission`). */
      reply?: SubmissionResult<string[]>;
      message: string;
      title?: string;
      fields?: Record<string, string>;
      /** What the refused form held, to fill it again (`answer`'s `values`). */
      values?: Record<string, string>;
      /**
       * A limit's refusal (429: a per-user limit, a monthly upload cap): said in the answer itself, since a fetcher's
       * answer carries no status, with when to try again where the limit knows (`limitAnswer`).
       */
      limited?: true;
      retryAfterSeconds?: number;
    };

/** What a refused answer says of a limit: that it is one, and its wait; nothing for any other problem. */
export function limitAnswer(problem: Problem): { limited?: true; retryAfterSeconds?: number } {
  if (problem.kind !== "limited") return {};
  return problem.retryAfterSeconds === undefined
    ? { limited: true }
    : { limited: true, retryAfterSeconds: problem.retryAfterSeconds };
}

/** A refused answer's words, for the page that shows them beside its form; nothing when it worked or none came. */
export const refusalOf = (answer: Answer | undefined | null) => (answer && !answer.ok ? answer.message : undefined);
