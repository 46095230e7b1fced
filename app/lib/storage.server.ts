import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Env } from "./env.server";
import { createDiskStorage } from "./storage/disk.server";
import type { Storage } from "./storage/types";

export { createDiskStorage } from "./storage/disk.server";
export type { Storage, StoredObject } from "./storage/types";

/** Image types we accept, told by their first bytes, never by the name or the browser's word. */
const signatures: { type: string; ext: string; test: (b: Uint8Array) => boolean }[] = [
  { type: "image/png", ext: "png", test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: "image/jpeg", ext: "jpg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", ext: "gif", test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  {
    type: "image/webp",
    ext: "webp",
    test: (b) =>
      b[0] === 0x52 &&
      b[1] === 0x49 &&
      b[2] === 0x46 &&
      b[3] === 0x46 &&
      b[8] === 0x57 &&
      b[9] === 0x45 &&
      b[10] === 0x42 &&
      b[11] === 0x50,
  },
];

export function imageTypeOf(bytes: Uint8Array) {
  return signatures.find((s) => s.test(bytes)) ?? null;
}

/**
 * The major brands of an ISO base media file that is an MP4 video. HEIC and AVIF pictures and QuickTime movies share
 * the `ftyp` box at offset 4, so the box alone would take them for videos.
 */
const MP4_BRANDS = new Set(["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "MSNV", "dash"]);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** An MP4 video, told by its first 12 bytes: the `ftyp` box at offset 4 and an MP4 brand after it. */
export function videoTypeOf(bytes: Uint8Array) {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp" || !MP4_BRANDS.has(ascii(bytes, 8, 12))) return null;
  return { type: "video/mp4", ext: "mp4" };
}

export { MAX_IMAGE_BYTES, MAX_IMAGES } from "./upload-limits";

/** The first bytes of a file or of bytes in hand: enough for every signature above (WebP's is 12). */
export async function imageTypeOfFile(file: Blob | Uint8Array) {
  const head = file instanceof Blob ? new Uint8Array(await file.slice(0, 16).arrayBuffer()) : file.subarray(0, 16);
  return imageTypeOf(head);
}

/**
 * The storage the environment names, built once at start-up: S3 when S3_BUCKET is set (with its credentials,
 * which env.server.ts requires together), else files under DATA_DIR/uploads for a single process. The AWS SDK is
 * loaded only when S3 is used: it is large, and a site on disk storage never needs it.
 */
export async function createStorage(env: Env): Promise<Storage> {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    const { createS3Storage } = await import("./storage/s3.server");
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? "us-east-1",
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    });
  }
  return createDiskStorage(path.join(env.DATA_DIR, "uploads"));
}

/** Screenshot keys look like `<projectId>/<timestamp>-<random>.<ext>`: nothing from the uploader is in them. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f-]{36}\/\d+-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/**
 * Stores an image (its type told by its bytes) under a new key for the project; gives back the key. A file (an
 * upload kept on disk by `readUploadForm`) is streamed to storage, never read whole into memory.
 */
export async function storeImage(storage: Storage, projectId: string, file: Blob | Uint8Array) {
  const kind = await imageTypeOfFile(file);
  if (!kind) throw new Error("not an image");
  const key = `${projectId}/${Date.now()}-${randomBytes(6).toString("hex")}.${kind.ext}`;
  await storage.put(key, file, kind.type);
  return key;
}

/** A stored screenshot, or null for a key that is not a screenshot's or names nothing. */
export async function readImage(storage: Storage, key: string) {
  if (!STORAGE_KEY_PATTERN.test(key)) return null;
  return storage.get(key);
}
