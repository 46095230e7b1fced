import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type express from "express";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page or `.data` answer larger than this goes out as it comes (a portal page is 40-150 KB). */
const MAX_HELD_BYTES = 1024 * 1024;
/** Below this, compressing costs more than it saves (the compression middleware's threshold too). */
const MIN_COMPRESSED_BYTES = 1024;

/** Answers React Router streams that are worth holding until they are whole: documents and `.data`. */
export function isHeldWhole(contentType: string) {
  return contentType.startsWith("text/html") || contentType.startsWith("text/x-script");
}

const LATER = Symbol("later");
const nextTurn = () => new Promise<typeof LATER>((resolve) => setImmediate(resolve, LATER));

/**
 * Sends a page's body in as few writes as it can: React writes a page in dozens of small chunks, and each one
 * written as it came was a system call of its own (and a compression flush). The chunks are held as long as
 * they keep coming in the same turn of the event loop; a page rendered whole ends in that turn, and goes out in one
 * write with its length, compressed here at once. A page that pauses (a part streamed in later, behind a Suspense
 * boundary) sends what it has at each pause, in one write each, and the rest as it comes. `keep` gets an answer that
 * went out whole (the portal's page cache); one sent in parts is not kept.
 */
export async function sendHeld(
  req: express.Request,
  res: express.Response,
  body: ReadableStream<Uint8Array>,
  keep?: (whole: Buffer) => void,
) {
  const reader = body.getReader();
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let streaming = false;
  const writeHeld = () => {
    streaming = true;
    if (heldBytes > 0 && !res.destroyed) res.write(Buffer.concat(held));
    held = [];
    heldBytes = 0;
  };
  let pending = reader.read();
  for (;;) {
    // Waiting for the first chunk is no pause: nothing has been held yet.
    let result = heldBytes === 0 ? await pending : await Promise.race([pending, nextTurn()]);
    if (result === LATER) {
      writeHeld();
      result = await pending;
    }
    if (result.done) break;
    held.push(result.value);
    heldBytes += result.value.byteLength;
    if (heldBytes > MAX_HELD_BYTES) writeHeld();
    pending = reader.read();
  }
  if (res.destroyed) return;
  if (streaming) {
    res.end(Buffer.concat(held));
    return;
  }
  const whole = Buffer.concat(held);
  keep?.(whole);
  await endWhole(req, res, whole);
}

/** The whole body in one write: compressed as the browser asks, with its length, past the compression middleware. */
async function endWhole(req: express.Request, res: express.Response, whole: Buffer) {
  const encoding = whole.length >= MIN_COMPRESSED_BYTES ? encodingFor(req.get("accept-encoding")) : "identity";
  res.vary("Accept-Encoding");
  const sent =
    encoding === "br"
      ? await brotli(whole, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: whole.length },
        })
      : encoding === "gzip"
        ? await gzipped(whole)
        : whole;
  if (res.destroyed) return;
  res.locals.precompressed = true;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", sent.length);
  res.end(sent);
}

/**
 * Brotli when the browser takes it (as the compression middleware prefers it), else gzip, else none. An encoding
 * with q=0 is refused by the browser.
 */
export function encodingFor(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}
