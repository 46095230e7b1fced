import type { Problem, ProblemKind } from "./result";

const statuses: Record<ProblemKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  limited: 429,
  unavailable: 503,
};

export const statusOf = (problem: Pick<Problem, "kind">) => statuses[problem.kind];

/** The status and headers that answer a problem: a route passes it to `data()` or `Response.json()`. */
export function problemInit(problem: Problem): ResponseInit {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (problem.retryAfterSeconds !== undefined) headers["Retry-After"] = String(problem.retryAfterSeconds);
  return { status: statusOf(problem), headers };
}

/** A problem thrown out of a loader or action: the nearest error boundary shows it. */
export function problemResponse(problem: Problem) {
  const init = problemInit(problem);
  return new Response(problem.message, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), "Content-Type": "text/plain; charset=utf-8" },
  });
}
