/**
 * Progress as the dialog keeps it: a whole number from 0 to 100, anything non-numeric 0. Zod-free, so the
 * browser runs it on blur and the server's schema (`updates-schema.server.ts`) clamps with the same function.
 */
export function clampProgress(value: unknown) {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
}
