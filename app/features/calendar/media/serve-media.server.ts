import { byteRangeOf } from "~/lib/byte-range";
import { describeError } from "~/lib/errors.server";
import type { Storage, StoredObject } from "~/lib/storage.server";

const PLAIN = { "Content-Type": "text/plain; charset=utf-8" };

/** What serving a post's file needs of its row. */
type ServedMedia = { id: string; storageKey: string; contentType: string; bytes: number };

export const mediaNotFound = () => new Response("Not Found", { status: 404, headers: PLAIN });

/**
 * Sends a post's picture or video once the route has checked who may see it (the portal's signed-in viewers, or a
 * review link's holder). Bytes are passed on as storage gives them, and a video is sent by the parts the player asks
 * for (`Range`), so seeking does not download the whole file.
 */
export async function serveMedia(request: Request, storage: Storage, media: ServedMedia) {
  const range = byteRangeOf(request.headers.get("Range"), media.bytes);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${media.bytes}` } });
  }
  let file: StoredObject | null;
  try {
    file = await storage.get(media.storageKey, range ?? undefined);
  } catch (error) {
    console.error(`Reading post media ${media.id} failed:`, describeError(error));
    return new Response("This file cannot be shown right now. Please try again in a moment.", {
      status: 503,
      headers: { ...PLAIN, "Cache-Control": "no-store", "Retry-After": "30" },
    });
  }
  if (!file) return mediaNotFound();
  const headers = new Headers({
    // The type its bytes were told as when it arrived, never what the uploader's browser said.
    "Content-Type": media.contentType,
    // `X-Content-Type-Options: nosniff` is the server's on every answer (server/app.ts): set here too it would be sent twice.
    "Cache-Control": "private, max-age=86400",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Accept-Ranges": "bytes",
  });
  if (file.length !== null) headers.set("Content-Length", String(file.length));
  if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${media.bytes}`);
  if (request.method === "HEAD") {
    // React Router drops a HEAD answer's body without closing it: closed here, as the screenshots route does.
    await file.body.cancel();
    return new Response(null, { status: range ? 206 : 200, headers });
  }
  return new Response(file.body, { status: range ? 206 : 200, headers });
}
