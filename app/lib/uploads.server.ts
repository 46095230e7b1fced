import { createWriteStream, openAsBlob, type WriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { findUnsafeField, unsafeTextMessage } from "./forms.server";
import { fail, ok, type Result } from "./result";
import { withSourceFile } from "./storage/types";
import { imageTypeOf } from "./storage.server";
import { FORM_TEXT_BYTES } from "./upload-limits";

/** A file's type as its first bytes tell it, and the most bytes a file of that type may have. */
export type AcceptedFile = { type: string; maxBytes: number };

/** Which fields of a form carry files, how many each may, how large each may be, and the refusals. */
export type UploadRules = {
  files: Record<string, number>;
  /** The largest file of any accepted type. */
  maxFileBytes: number;
  /** What a file may be, from its first 16 bytes: by default an image (`imageTypeOf`) of `maxFileBytes`. */
  accept?: (head: Uint8Array) => AcceptedFile | null;
  messages: { notImage: string; tooLarge: string; tooMany: string };
};

/** A form read by `readUploadForm`: its images are files on disk until `discard` removes them. */
export type UploadForm = { form: FormData; discard: () => Promise<void> };

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

const unreadable = () => plain("Send the form as application/x-www-form-urlencoded or multipart/form-data.", 415);

/**
 * A form post whose images are written to a temporary folder as they arrive (decision 26), so a request holds a
 * few chunks in memory, never a whole file. Each image's first bytes say whether it is one (by content, not by
 * name or stated type) and its size is counted as it flows: a refused part is read to its end and dropped, and
 * what was written for the form is removed. The form's images are then Files read from disk on demand (the
 * stores stream them on), text fields as `readForm` gives them. The caller calls `discard` once done.
 *
 * Refusals: a body that is not a form 415 (thrown, as `readForm` does), a control character 400 (thrown), a
 * file that is not an image, too large or one too many an `invalid` problem with the rule's message.
 */
export async function readUploadForm(request: Request, rules: UploadRules): Promise<Result<UploadForm>> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // One byte past the largest file: busboy marks a file that reaches its limit cut, even one exactly at it.
      limits: { fileSize: rules.maxFileBytes + 1, fieldSize: FORM_TEXT_BYTES, fields: 50, parts: 100 },
    });
  } catch {
    throw unreadable();
  }
  const receiver = new Receiver(rules);
  let handedOver = false;
  try {
    await receiver.read(request, parser);
    if (receiver.problem) return fail("invalid", receiver.problem);
    const form = await receiver.toForm();
    const unsafe = findUnsafeField(form);
    if (unsafe !== null) throw plain(unsafeTextMessage(unsafe), 400);
    handedOver = true;
    return ok({ form, discard: () => receiver.discard() });
  } catch (error) {
    // A broken body, or one cut at the route's limit (already answered 413 by server/request-handler.ts).
    throw error instanceof Response ? error : unreadable();
  } finally {
    // Whatever was refused leaves nothing behind; a form handed over is discarded by the caller.
    if (!handedOver) await receiver.discard();
  }
}

type Entry = { field: string; value: string | null; file?: string; name: string; type?: string };

/** One request's parts as they arrive: text kept in order, images written to files in a folder of its own. */
class Receiver {
  private entries: Entry[] = [];
  private counts = new Map<string, number>();
  private folder: Promise<string> | null = null;
  private open = new Set<WriteStream>();
  private written = 0;
  problem: string | null = null;

  constructor(private rules: UploadRules) {}

  read(request: Request, parser: busboy.Busboy) {
    const pending: Promise<void>[] = [];
    parser.on("field", (field, value, info) => {
      if (info.valueTruncated || info.nameTruncated) this.refuse("Please check the form and try again.");
      else this.entries.push({ field, value, name: "" });
    });
    // Past these busboy drops the rest without a word; no form of ours comes near them, so it is refused.
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const)
      parser.on(limit, () => this.refuse("Please check the form and try again."));
    parser.on("file", (field, stream, info) => {
      // Whatever goes wrong with one file, its part is read to the end, so the parser goes on to the next.
      const received = this.receiveFile(field, stream, info).catch((error) => {
        stream.resume();
        throw error;
      });
      received.catch(() => {});
      pending.push(received);
    });
    const body = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
    return new Promise<void>((resolve, reject) => {
      const stop = (error: Error) => {
        parser.destroy();
        reject(error);
      };
      body.on("error", stop);
      parser.on("error", stop);
      parser.on("close", () => Promise.all(pending).then(() => resolve(), reject));
      body.pipe(parser);
    });
  }

  private refuse(message: string) {
    this.problem ??= message;
  }

  /** Writes one file part to disk if it may be kept; otherwise reads it to its end and drops it. */
  private async receiveFile(field: string, stream: Readable, info: busboy.FileInfo) {
    const allowed = this.rules.files[field];
    const count = (this.counts.get(field) ?? 0) + 1;
    this.counts.set(field, count);
    if (allowed !== undefined && count > allowed) this.refuse(this.rules.messages.tooMany);
    if (allowed === undefined || this.problem) {
      // A file where text belongs stays a file, without its bytes: the schema refuses it as it always did.
      if (allowed === undefined) this.entries.push({ field, value: null, name: info.filename ?? "" });
      stream.resume();
      return;
    }
    await this.writeImage(field, stream, info.filename ?? "");
  }

  private async writeImage(field: string, stream: Readable, name: string) {
    // The image's place in the form is taken now: a later, smaller file may finish writing first, and the
    // screenshots must keep the order they were sent in. Until filled, the place reads as an empty file input.
    const slot = this.entries.push({ field, value: null, name }) - 1;
    const file = path.join(await this.dir(), String(this.written++));
    const out = createWriteStream(file);
    this.open.add(out);
    let head = Buffer.alloc(0);
    let type: string | null = null;
    let cap = this.rules.maxFileBytes;
    let size = 0;
    const write = async (chunk: Buffer) => {
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    };
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      // A type's own cap (a picture's below a video's) is kept as the bytes flow: past it nothing more is written.
      if (size > cap) this.refuse(this.rules.messages.tooLarge);
      if (this.problem) continue;
      if (type !== null) {
        await write(chunk);
        continue;
      }
      // The first bytes are held until there are enough to tell the type (a chunk may be shorter).
      head = Buffer.concat([head, chunk]);
      if (head.length < 16) continue;
      ({ type, cap } = this.sniff(head, cap));
      if (type && size > cap) this.refuse(this.rules.messages.tooLarge);
      else if (type) await write(head);
    }
    // A file shorter than the longest signature is judged on what there is.
    if (type === null && size > 0 && !this.problem) {
      ({ type, cap } = this.sniff(head, cap));
      if (type) await write(head);
    }
    out.end();
    await finished(out);
    this.open.delete(out);
    if (size > cap) this.refuse(this.rules.messages.tooLarge);
    // An empty file input sends a nameless empty part, which stays as its place reads: the schema leaves it out.
    if (size > 0 && type) this.entries[slot] = { field, value: null, file, name, type };
  }

  private sniff(head: Buffer, cap: number) {
    const { accept, maxFileBytes } = this.rules;
    const image = imageTypeOf(head);
    const kind = accept ? accept(head) : image && { type: image.type, maxBytes: maxFileBytes };
    if (!kind) this.refuse(this.rules.messages.notImage);
    return { type: kind?.type ?? null, cap: kind?.maxBytes ?? cap };
  }

  private dir() {
    this.folder ??= mkdtemp(path.join(tmpdir(), "fld-upload-"));
    return this.folder;
  }

  /** The form as the schemas read it: text as strings, each image a File that reads from disk when read. */
  async toForm() {
    const form = new FormData();
    for (const { field, value, file, name, type } of this.entries) {
      if (value !== null) form.append(field, value);
      else if (file) form.append(field, withSourceFile(new File([await openAsBlob(file)], name, { type }), file));
      else form.append(field, new File([], name));
    }
    return form;
  }

  async discard() {
    for (const out of this.open) out.destroy();
    this.open.clear();
    const folder = this.folder;
    this.folder = null;
    if (folder) await rm(await folder, { recursive: true, force: true });
  }
}
