import { z } from "zod";
import { englishTexts } from "~/lib/actor-texts.server";
import { MAX_IMAGE_BYTES } from "~/lib/storage.server";
import type { UploadRules } from "~/lib/uploads.server";
import { type CommentAnswers, type CommentRules, commentAnswers, commentRules, normaliseText } from "./comment-rules";

// Any string: a malformed id is looked up by the feature and answered as an update or comment that is not
// there (404), the same answer as one the user may not see.
const anyId = z
  .string()
  .optional()
  .transform((v) => v ?? "");

/** Text with its line breaks, checked by the rule the browser runs too. */
const checkedText = (problem: (text: string) => string | null) =>
  z
    .string()
    .optional()
    .transform((v) => v ?? "")
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform(normaliseText);

// A file with bytes, or none: an empty file input sends one nameless empty file, and a text value is no image.
const imageOf = (tooLarge: string) =>
  z
    .custom<File | string>()
    .optional()
    .transform((f) => (f && typeof f !== "string" && f.size > 0 ? f : null))
    .refine((f) => !f || f.size <= MAX_IMAGE_BYTES, tooLarge);

type UploadWords = Pick<CommentAnswers, "onlyImages" | "imageTooLarge" | "oneImage">;

/** A comment's one image as the upload reader takes it, refused as it arrives with the form's own messages. */
export const commentUploadsOf = (a: UploadWords): UploadRules => ({
  files: { image: 1 },
  maxFileBytes: MAX_IMAGE_BYTES,
  messages: { notImage: a.onlyImages, tooLarge: a.imageTooLarge, tooMany: a.oneImage },
});

/** The answers in English: where no reader's language is given (a test, a caller without a request). */
export const englishCommentAnswers = commentAnswers(englishTexts.m);
const englishRules = commentRules(englishTexts.m);

/**
 * The writes on /dashboard/comments, told apart by `intent`; the text's problems in the writer's language when
 * `rules` are theirs (`commentRules(m)`), the other refusals when `a` is (`commentAnswers(m)`), in English by default.
 */
export const commentsSchemaOf = (
  rules: CommentRules = englishRules,
  a: Pick<CommentAnswers, "imageTooLarge" | "unknownForm"> = englishCommentAnswers,
) => {
  const image = imageOf(a.imageTooLarge);
  return z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("comment"), updateId: anyId, body: checkedText(rules.commentProblem), image }),
      // `updateId` on an edit or a delete only says where a page without JavaScript goes back to.
      z.object({
        intent: z.literal("edit-comment"),
        commentId: anyId,
        updateId: anyId,
        body: checkedText(rules.commentProblem),
      }),
      z.object({ intent: z.literal("delete-comment"), commentId: anyId, updateId: anyId }),
      z.object({ intent: z.literal("approve"), updateId: anyId }),
      z.object({ intent: z.literal("request-changes"), updateId: anyId, reason: checkedText(rules.reasonProblem) }),
    ],
    { error: a.unknownForm },
  );
};

export const commentsSchema = commentsSchemaOf();

export type CommentsInput = z.output<typeof commentsSchema>;
export type NewComment = Extract<CommentsInput, { intent: "comment" }>;
