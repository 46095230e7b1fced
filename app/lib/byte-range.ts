import type { ByteRange } from "./storage/types";

/**
 * The one range of an HTTP `Range` header (RFC 9110 §14.1.2) within an object of `size` bytes: `bytes=0-499`,
 * `bytes=500-` or `bytes=-500`. Null when the whole object is to be sent: no header, another unit, several ranges
 * (which the RFC lets a server answer whole) or a header that is not a range at all. "unsatisfiable" when the range
 * starts past the end: the answer is then 416.
 */
export function byteRangeOf(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // The last `last` bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return "unsatisfiable";
  return end < start ? null : { start, end };
}
