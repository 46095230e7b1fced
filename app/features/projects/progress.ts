/**
 * Progress as the dialog keeps it: a whole number from 0 to 100, anything non-numeric 0. Zod-free, so the
 * browser runs it on blur and the server's schema (`updates-schema.server.ts`) clamps with the same function.
 */
export function clampProgress(value: unknown) {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
}

/**
 * Whether an update would take a project's progress back (from 65% to 40%, say). The server accepts it, as the
 * freelancer may be correcting a mistake; the dialog asks them to confirm first, so it is never done by a slip.
 */
export function lowersProgress(current: number, next: unknown) {
  return clampProgress(next) < current;
}
