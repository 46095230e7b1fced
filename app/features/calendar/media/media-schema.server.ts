import { z } from "zod";
import type { PortalMessages } from "~/lib/portal-texts";
import { imageTypeOf, videoTypeOf } from "~/lib/storage.server";
import { POST_IMAGE_BYTES, POST_VIDEO_BYTES } from "~/lib/upload-limits";
import type { AcceptedFile, UploadRules } from "~/lib/uploads.server";
import { PLATFORMS } from "../platforms";
import { ALT_MAX, MEDIA_FIELD, mediaMessages } from "./media-rules";

const PICTURES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** A post's file by its first bytes: a JPEG, PNG or WebP picture up to 10 MB, or an MP4 video up to 100 MB. */
export function postMediaTypeOf(head: Uint8Array): AcceptedFile | null {
  const image = imageTypeOf(head);
  if (image && PICTURES.has(image.type)) return { type: image.type, maxBytes: POST_IMAGE_BYTES };
  const video = videoTypeOf(head);
  return video ? { type: video.type, maxBytes: POST_VIDEO_BYTES } : null;
}

/** One file a request, checked as it arrives: the type by content and the type's own cap while it streams. */
export const mediaUploadsOf = (texts: PortalMessages): UploadRules => {
  const m = mediaMessages(texts);
  return {
    files: { [MEDIA_FIELD]: 1 },
    maxFileBytes: POST_VIDEO_BYTES,
    accept: postMediaTypeOf,
    messages: { notImage: m.notMedia, tooLarge: m.tooLarge, tooMany: m.oneFile },
  };
};

/** The media forms of a post (`routes/dashboard/calendar-media.ts`), told apart by `intent`, refused in the writer's language. */
export const mediaSchemaOf = (texts: PortalMessages) => {
  const m = mediaMessages(texts);
  // An empty field reaches the schema as no value at all (Conform's coercion): both are "no alt text".
  const alt = z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\s+/g, " ").trim())
    .superRefine((value, ctx) => {
      // A check after the transform, not a pipe: Conform's coercion would read a piped string's "" as no value again.
      const message = value === "" ? m.altRequired : value.length > ALT_MAX ? m.altTooLong : null;
      if (message) ctx.addIssue({ code: "custom", message });
    });

  const mediaId = z.uuid(m.notFound);

  // A file with bytes; an empty file input sends one nameless empty file, and a text value is no file.
  const file = z
    .custom<File | string>()
    .optional()
    .transform((f) => (f && typeof f !== "string" && f.size > 0 ? f : null))
    .refine((f): f is File => f !== null, m.noFile);

  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("add-media"),
        platform: z.enum(PLATFORMS as [string, ...string[]], m.notOnPost),
        alt,
        [MEDIA_FIELD]: file,
      }),
      z.object({ intent: z.literal("alt-media"), mediaId, alt }),
      z.object({ intent: z.literal("move-media"), mediaId, direction: z.enum(["up", "down"], m.chooseDirection) }),
      z.object({ intent: z.literal("remove-media"), mediaId }),
    ],
    { error: m.unknownForm },
  );
};

export type MediaInput = z.output<ReturnType<typeof mediaSchemaOf>>;
export type NewMedia = Extract<MediaInput, { intent: "add-media" }>;
