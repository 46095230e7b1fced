/** A picture's width and height in pixels, as its header states them. */
export type ImageSize = { width: number; height: number };

const readAt = async (file: Blob, start: number, length: number) =>
  new Uint8Array(await file.slice(start, start + length).arrayBuffer());

/**
 * The size a PNG, WebP or JPEG header states, or null when it cannot be found cheaply. Only headers are read: PNG's
 * and WebP's sit in the first 30 bytes; a JPEG's frame header follows its other segments (an EXIF block may run to
 * 64 KB), so its segments are walked by their lengths, a few bytes read at each, never the picture itself.
 */
export async function imageSizeOf(file: Blob, type: string): Promise<ImageSize | null> {
  if (type === "image/png") return pngSize(await readAt(file, 0, 24));
  if (type === "image/webp") return webpSize(await readAt(file, 0, 30));
  if (type === "image/jpeg") return jpegSize(file);
  return null;
}

const sized = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);

function pngSize(b: Uint8Array) {
  if (b.length < 24) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return sized(view.getUint32(16), view.getUint32(20));
}

function webpSize(b: Uint8Array) {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  const le24 = (at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16);
  const le16 = (at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
  if (chunk === "VP8X") return sized(le24(24) + 1, le24(27) + 1);
  if (chunk === "VP8 ") return sized(le16(26) & 0x3fff, le16(28) & 0x3fff);
  if (chunk === "VP8L") {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}

// Start-of-frame markers (baseline, progressive, ...): C4, C8 and CC are other segments.
const FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

async function jpegSize(file: Blob) {
  let at = 2;
  // A real JPEG reaches its frame header within a handful of segments; a file that does not is left unsized.
  for (let segment = 0; segment < 64 && at + 9 <= file.size; segment++) {
    const b = await readAt(file, at, 9);
    if (b[0] !== 0xff) return null;
    const marker = b[1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
    if (FRAME_MARKERS.has(marker)) return sized(view.getUint16(7), view.getUint16(5));
    at += 2 + view.getUint16(2);
  }
  return null;
}
