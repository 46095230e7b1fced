/** An object read back from storage: its bytes as a stream (never the whole file in memory), its type and size. */
export type StoredObject = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** In bytes; null when the driver cannot tell. */
  length: number | null;
};

/** A part of an object, from byte `start` to byte `end`, both included (as an HTTP Range names them). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live. Every process of one deployment must see the same objects, so with more than one
 * process this is S3 (or an S3-compatible server); the disk driver is for a single process.
 */
export type Storage = {
  readonly kind: "disk" | "s3";
  /**
   * Stores `body` under `key`, replacing what was there. A Blob (such as a file on disk) is streamed, never held
   * whole in memory. Throws InvalidKeyError for a key `isValidKey` refuses.
   */
  put(key: string, body: Uint8Array | Blob, contentType: string): Promise<void>;
  /**
   * The object under `key`, or null when there is none (or the key is not one we would ever write). With `range`,
   * only those bytes (the caller knows the object's size and keeps the range inside it): a video is played by parts.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
};

const sourceFile = Symbol("sourceFile");

/**
 * Marks a Blob as the contents of a file on disk (an upload as it arrived), so a driver may copy or stream the file
 * itself: the kernel copies it for the disk driver, and S3 reads it as a file stream, with no web stream between.
 */
export function withSourceFile<T extends Blob>(blob: T, file: string): T {
  Object.defineProperty(blob, sourceFile, { value: file });
  return blob;
}

/** The file a Blob holds, when `withSourceFile` marked it. */
export const sourceFileOf = (blob: Blob): string | undefined => (blob as { [sourceFile]?: string })[sourceFile];

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

// Segments of letters, digits, `_`, `-` and `.`, none starting with a dot: so no `.` or `..`, no hidden files, no
// backslashes, no absolute paths, nothing a filesystem or an S3 console reads as anything but a plain name.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Whether both drivers accept `key`: `/`-separated plain names, at most 8 deep and 512 characters. */
export function isValidKey(key: string) {
  if (key.length === 0 || key.length > 512) return false;
  const segments = key.split("/");
  return segments.length <= 8 && segments.every((s) => SEGMENT.test(s));
}

export function assertValidKey(key: string) {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}
