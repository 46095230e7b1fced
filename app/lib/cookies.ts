/**
 * The value of the cookie `name` in a request's Cookie header, as the browser sent it (not %-decoded: every cookie
 * the server reads holds plain tokens, and a forged escape must not throw), or null. The one reader of request
 * cookies; each caller checks the value's shape.
 */
export function readCookie(source: Request | string | null, name: string): string | null {
  const header = typeof source === "string" || source === null ? (source ?? "") : (source.headers.get("cookie") ?? "");
  for (const part of header.split(/;\s*/)) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at) === name) return part.slice(at + 1);
  }
  return null;
}
