import { z } from "zod";
import { englishTexts } from "~/lib/actor-texts.server";
import { MAX_IMAGE_BYTES, MAX_IMAGES, STORAGE_KEY_PATTERN } from "~/lib/storage.server";
import type { UploadRules } from "~/lib/uploads.server";
import { type ProjectAnswers, projectAnswers } from "./messages";
import { clampProgress } from "./progress";

/** The freelancer's writes on /dashboard/updates, their refusals said in `a` (`projectAnswers(m)`). */
export function updatesSchemaOf(a: ProjectAnswers) {
  // Any string: a malformed id is checked by the feature and answered as a project that is not the freelancer's
  // (404), never as a form error that would tell the two apart.
  const projectId = z
    .string({ error: a.notFound })
    .optional()
    .transform((v) => v ?? "");
  // Files with bytes only: an empty file input sends one nameless empty file, and a text value is no screenshot.
  const screenshots = z
    .array(z.custom<File | string>())
    .optional()
    .transform((list) => (list ?? []).filter((f): f is File => typeof f !== "string" && f.size > 0))
    .refine((files) => files.length <= MAX_IMAGES, a.tooManyImages(MAX_IMAGES))
    .refine((files) => files.every((f) => f.size <= MAX_IMAGE_BYTES), a.imageTooLarge);
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("update"),
        projectId,
        progress: z.string({ error: a.progressText }).optional().transform(clampProgress),
        notes: z
          .string({ error: a.notesText })
          .optional()
          .transform((v) => (v ?? "").trim().slice(0, 5000)),
        screenshots,
      }),
      z.object({ intent: z.literal("connect-ga"), projectId }),
    ],
    { error: a.unknownForm },
  );
}

/** The screenshots as the upload reader takes them, refused as they arrive with the form's own messages. */
export const updateUploadsOf = (a: ProjectAnswers): UploadRules => ({
  files: { screenshots: MAX_IMAGES },
  maxFileBytes: MAX_IMAGE_BYTES,
  messages: { notImage: a.onlyImages, tooLarge: a.imageTooLarge, tooMany: a.tooManyImages(MAX_IMAGES) },
});

const english = projectAnswers(englishTexts.m);
/** The same in English. */
export const updatesSchema = updatesSchemaOf(english);
export const updateUploads = updateUploadsOf(english);

export type UpdatesInput = z.output<typeof updatesSchema>;
export type ProgressInput = Extract<UpdatesInput, { intent: "update" }>;

/** A screenshot's address (`/dashboard/screenshots/<projectId>/<file>`): a key as `storeImage` makes them. */
export const screenshotParamsSchema = z
  .object({ "*": z.string().regex(STORAGE_KEY_PATTERN) })
  .transform((params) => ({ key: params["*"], projectId: params["*"].split("/")[0] ?? "" }));
