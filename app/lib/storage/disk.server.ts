import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { assertValidKey, isValidKey, type Storage } from "./types";

// Files written before content types were kept beside them are told by their extension.
const typesByExtension: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/**
 * Objects as files under `root` (`DATA_DIR/uploads`): the object at `root/<key>`, its content type at
 * `root/.types/<key>`. Keys never have a segment starting with a dot, so `.types` and `.tmp` cannot be reached
 * or overwritten through a key. For one process only: a second machine does not see these files.
 */
export function createDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const typesDir = path.join(base, ".types");
  const tmpDir = path.join(base, ".tmp");

  /** The file for `key`, checked once more to lie inside `dir` whatever the key validation let through. */
  function fileFor(dir: string, key: string) {
    const file = path.resolve(dir, key);
    if (!file.startsWith(dir + path.sep)) throw new Error("storage key escapes the uploads folder");
    return file;
  }

  /** Writes through a temporary file and a rename, so a reader sees the old file or the whole new one. */
  async function writeAtomically(file: string, data: Uint8Array | string) {
    await mkdir(tmpDir, { recursive: true });
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = path.join(tmpDir, randomBytes(12).toString("hex"));
    try {
      await writeFile(tmp, data);
      await rename(tmp, file);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  return {
    kind: "disk",

    async put(key, body, contentType) {
      assertValidKey(key);
      // The type first: the object exists once its file does, and then its type is already there.
      await writeAtomically(fileFor(typesDir, key), contentType);
      await writeAtomically(fileFor(base, key), body);
    },

    async get(key) {
      if (!isValidKey(key)) return null;
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(fileFor(base, key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        const contentType = await readFile(fileFor(typesDir, key), "utf8").then(
          (t) => t.trim(),
          () => typesByExtension[path.extname(key).slice(1).toLowerCase()] ?? "application/octet-stream",
        );
        // The stream owns the handle from here and closes it when read to the end or cancelled.
        const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { body: stream, contentType, length: stats.size };
      } catch (error) {
        await handle.close().catch(() => {});
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await rm(fileFor(base, key), { force: true });
      await rm(fileFor(typesDir, key), { force: true });
    },
  };
}

function isMissing(error: unknown) {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
