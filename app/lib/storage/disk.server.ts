import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { copyFile, mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebStream } from "node:stream/web";
import { assertValidKey, type ByteRange, isValidKey, type Storage, type StoredObject, sourceFileOf } from "./types";

// Files written before content types were kept beside them are told by their extension.
const typesByExtension: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** The uploads folder and its two hidden ones, which no key can reach (see `createDiskStorage`). */
type Folders = { base: string; types: string; tmp: string };

/**
 * Objects as files under `root` (`DATA_DIR/uploads`): the object at `root/<key>`, its content type at
 * `root/.types/<key>`. Keys never have a segment starting with a dot, so `.types` and `.tmp` cannot be reached
 * or overwritten through a key. For one process only: a second machine does not see these files.
 */
export function createDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const folders: Folders = { base, types: path.join(base, ".types"), tmp: path.join(base, ".tmp") };
  return {
    kind: "disk",

    async put(key, body, contentType) {
      assertValidKey(key);
      // The type first: the object exists once its file does, and then its type is already there.
      await writeAtomically(folders, fileFor(folders.types, key), contentType);
      await writeAtomically(folders, fileFor(base, key), body);
    },

    get: (key, range) => readObject(folders, key, range),

    async delete(key) {
      assertValidKey(key);
      await rm(fileFor(base, key), { force: true });
      await rm(fileFor(folders.types, key), { force: true });
    },
  };
}

/** The file for `key`, checked once more to lie inside `dir` whatever the key validation let through. */
function fileFor(dir: string, key: string) {
  const file = path.resolve(dir, key);
  if (!file.startsWith(dir + path.sep)) throw new Error("storage key escapes the uploads folder");
  return file;
}

/** Writes through a temporary file and a rename, so a reader sees the old file or the whole new one. */
async function writeAtomically(folders: Folders, file: string, data: Uint8Array | Blob | string) {
  await mkdir(folders.tmp, { recursive: true });
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = path.join(folders.tmp, randomBytes(12).toString("hex"));
  try {
    const source = data instanceof Blob ? sourceFileOf(data) : undefined;
    if (source) await copyFile(source, tmp);
    else if (data instanceof Blob) await pipeline(Readable.fromWeb(data.stream() as WebStream), createWriteStream(tmp));
    else await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

async function readObject(folders: Folders, key: string, range?: ByteRange): Promise<StoredObject | null> {
  if (!isValidKey(key)) return null;
  const handle = await openIfThere(fileFor(folders.base, key));
  if (!handle) return null;
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    const contentType = await readFile(fileFor(folders.types, key), "utf8").then(
      (t) => t.trim(),
      () => typesByExtension[path.extname(key).slice(1).toLowerCase()] ?? "application/octet-stream",
    );
    // The stream owns the handle from here and closes it when read to the end or cancelled.
    const part = range && { start: range.start, end: Math.min(range.end, stats.size - 1) };
    const stream = Readable.toWeb(handle.createReadStream(part ?? {})) as ReadableStream<Uint8Array>;
    return { body: stream, contentType, length: part ? Math.max(part.end - part.start + 1, 0) : stats.size };
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

async function openIfThere(file: string) {
  try {
    return await open(file, "r");
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function isMissing(error: unknown) {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
