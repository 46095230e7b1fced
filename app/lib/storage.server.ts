import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "./env.server";

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

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 10;

const root = (env: Env) => path.join(env.DATA_DIR, "uploads");

/** Keys look like `<projectId>/<timestamp>-<random>.<ext>`: nothing from the uploader reaches the disk path. */
export async function storeImage(env: Env, projectId: string, bytes: Uint8Array) {
  const kind = imageTypeOf(bytes);
  if (!kind) throw new Error("not an image");
  const key = `${projectId}/${Date.now()}-${randomBytes(6).toString("hex")}.${kind.ext}`;
  const file = path.join(root(env), key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return key;
}

export const STORAGE_KEY_PATTERN = /^[0-9a-f-]{36}\/\d+-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

export async function readImage(env: Env, key: string) {
  if (!STORAGE_KEY_PATTERN.test(key)) return null;
  try {
    const bytes = await readFile(path.join(root(env), key));
    return { bytes, type: imageTypeOf(bytes)?.type ?? "application/octet-stream" };
  } catch {
    return null;
  }
}
