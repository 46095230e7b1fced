import { z } from "zod";
import { commentMessages, commentProblem, normaliseText } from "~/features/projects/index";
import { postCommentMessages as m } from "../messages";

// Any string: a malformed id is answered like a comment that is not there (404).
const anyId = z
  .string()
  .optional()
  .transform((v) => v ?? "");

/** The text, checked by the projects' comment rule (the browser runs the same one), line breaks kept. */
const body = z
  .string()
  .optional()
  .transform((v) => v ?? "")
  .superRefine((value, ctx) => {
    const message = commentProblem(value);
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .transform(normaliseText);

/** The writes on a post's comments, told apart by `intent`. */
export const postCommentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("comment"),
      body,
      visibility: z.enum(["internal", "shared"], { error: m.chooseVisibility }),
    }),
    z.object({ intent: z.literal("edit-comment"), commentId: anyId, body }),
    z.object({ intent: z.literal("delete-comment"), commentId: anyId }),
  ],
  { error: commentMessages.unknownForm },
);

export type PostCommentInput = z.output<typeof postCommentSchema>;
