import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";

/**
 * A cached page ready to send, in every response's own CSP nonce: the HTML split once at the nonce it was rendered
 * with, and compressed once. A response only joins the pieces around its nonce, so serving a page takes no render,
 * no search through its text and no compression (decision 9).
 *
 * Gzip: each piece is deflated on its own, ending on a byte boundary (a sync flush), and the nonce goes between
 * them as a stored block, which is the nonce's bytes as they are. Each piece is deflated with the page before it as
 * its dictionary, so it may refer back across earlier pieces as one stream would (the body's words, the head's
 * class names): our pages compress within 1-3% of gzipping them whole, where pieces deflated alone were 12-20%
 * larger (/si/services: 11.7 KB against 13.9 KB). In that dictionary each nonce is a run of 0xFF, a byte UTF-8 text never holds: no reference can reach
 * into a nonce, so the nonce may change without the pieces changing, as long as its length stays (a nonce of
 * another length is gzipped whole). The gzip trailer's CRC-32 is put together from the pieces' CRCs
 * (`crc32Combine`), so a response reads 24 bytes, not the page. Brotli has no such stored block that an encoder's
 * later references respect, so cached pages are sent gzipped (which every browser accepts) or as they are.
 */
export type NoncePage = {
  /** The page with `nonce`, uncompressed. */
  identity(nonce: string): Buffer;
  /** The page with `nonce`, as one gzip member. */
  gzip(nonce: string): Buffer;
  /** Bytes held for it (the cache's cap counts them). */
  bytes: number;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 0xff]);

/** Deflate's window: a reference reaches at most this far back, so a longer dictionary is cut to it. */
const WINDOW = 32 * 1024;

export function noncePage(html: string, nonce: string): NoncePage {
  const pieces = html.split(nonce).map((piece) => Buffer.from(piece));
  const nonceLength = Buffer.byteLength(nonce);
  const hole = Buffer.alloc(nonceLength, 0xff);
  let before = Buffer.alloc(0);
  const deflated = pieces.map((piece, i) => {
    const zipped = deflateRawSync(piece, {
      level: 9,
      ...(before.length > 0 && { dictionary: before.subarray(-WINDOW) }),
      // All but the last end on a byte boundary and leave the stream open; the last one closes it.
      finishFlush: i < pieces.length - 1 ? constants.Z_SYNC_FLUSH : constants.Z_FINISH,
    });
    before = Buffer.concat([before.subarray(-WINDOW), piece, hole]);
    return zipped;
  });
  const crcs = pieces.map((piece) => crc32(piece));
  const shifts = pieces.map((piece) => crcShift(piece.length));
  const pageLength = (nonceBytes: number) =>
    pieces.reduce((sum, piece) => sum + piece.length, 0) + nonceBytes * (pieces.length - 1);
  const bytes = pieces.reduce((sum, piece, i) => sum + piece.length + (deflated[i]?.length ?? 0), 0);

  const identity = (value: string) => {
    const nonceBuffer = Buffer.from(value);
    return Buffer.concat(pieces.flatMap((piece, i) => (i === 0 ? [piece] : [nonceBuffer, piece])));
  };

  return {
    bytes,
    identity,
    gzip(value) {
      const nonceBuffer = Buffer.from(value);
      if (nonceBuffer.length !== nonceLength && pieces.length > 1) return gzipSync(identity(value), { level: 9 });
      const nonceCrc = crc32(nonceBuffer);
      const nonceShift = crcShift(nonceBuffer.length);
      const stored = storedBlock(nonceBuffer);
      let crc = crcs[0] ?? 0;
      const parts: Buffer[] = [GZIP_HEADER, deflated[0] as Buffer];
      for (let i = 1; i < pieces.length; i++) {
        crc = crc32Combine(crc, nonceCrc, nonceShift);
        crc = crc32Combine(crc, crcs[i] as number, shifts[i] as Uint32Array);
        parts.push(stored, deflated[i] as Buffer);
      }
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(pageLength(nonceBuffer.length) % 2 ** 32, 4);
      parts.push(trailer);
      return Buffer.concat(parts);
    },
  };
}

/** A non-final stored deflate block holding `data` (under 64 KB), starting on a byte boundary. */
function storedBlock(data: Buffer) {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0; // BFINAL 0, BTYPE 00, then the padding to the byte's end
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

const shiftsByLength = new Map<number, Uint32Array>();

/**
 * What `length` more bytes do to a CRC-32 register, as the 32 images of its bits. Feeding zeros is linear in the
 * register, so the images of the 32 single bits give it whole; zlib's own crc32 over zeros computes them.
 */
function crcShift(length: number) {
  const known = shiftsByLength.get(length);
  if (known) return known;
  const zeros = Buffer.alloc(length);
  const images = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit++) images[bit] = ~crc32(zeros, ~(1 << bit) >>> 0) >>> 0;
  if (shiftsByLength.size > 256) shiftsByLength.clear();
  shiftsByLength.set(length, images);
  return images;
}

/** The CRC-32 of A followed by B from their CRCs, as zlib's crc32_combine: B's length shifts A's CRC. */
function crc32Combine(crcA: number, crcB: number, shiftB: Uint32Array) {
  let shifted = 0;
  for (let bit = 0, a = crcA >>> 0; a !== 0; bit++, a >>>= 1) if (a & 1) shifted ^= shiftB[bit] as number;
  return (shifted ^ crcB) >>> 0;
}
