import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { ReadableStream as WebStream } from "node:stream/web";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertValidKey, isValidKey, type Storage, sourceFileOf } from "./types";

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, Spaces...); AWS's own when left out. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most S3-compatible servers expect. */
  forcePathStyle: boolean;
};

/** Objects in one S3 bucket, shared by every process that is given the same settings. */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer default ones, and
    // TLS already guards the bytes in transit.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;

  return {
    kind: "s3",

    async put(key, body, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          // A file is streamed with its length given, so the SDK sends it in one PUT as it reads it.
          Body: body instanceof Blob ? blobStream(body) : body,
          ContentType: contentType,
          ContentLength: body instanceof Blob ? body.size : body.byteLength,
        }),
      );
    },

    async get(key, range) {
      if (!isValidKey(key)) return null;
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        if (!object.Body) return null;
        return {
          // Passed on as it arrives from S3: a large file is never held whole in memory.
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: object.ContentType ?? "application/octet-stream",
          length: object.ContentLength ?? null,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

/** A Blob as a Node stream: the file itself when it is one on disk. */
function blobStream(blob: Blob) {
  const file = sourceFileOf(blob);
  return file ? createReadStream(file) : Readable.fromWeb(blob.stream() as WebStream);
}

/** A missing object is an answer; a missing bucket is a broken set-up and is thrown, to be seen in the log. */
function isNotFound(error: unknown) {
  if (!(error instanceof S3ServiceException) || error.name === "NoSuchBucket") return false;
  return error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404;
}
