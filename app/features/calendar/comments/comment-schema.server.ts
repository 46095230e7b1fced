import { z } from "zod";
import { commentRules, normaliseText } from "~/features/projects/index";
import type { PortalMessages } from "~/lib/portal-texts";
import { calendarMessages, postCommentMessages } from "../messages";

// Any string: a malformed id is answered like a comment that is not there (404).
const anyId = z
  .string()
  .optional()
  .transform((v) => v ?? "");

/**
 * The writes on a post's comments, told apart by `intent`, refused in the writer's language: the text is checked by
 * the projects' comment rule (the browser runs the same one), line breaks kept.
 */
export const postCommentSchemaOf = (m: PortalMessages) => {
  const { commentProblem } = commentRules(m);
  const body = z
    .string()
    .optional()
    .transform((v) => v ?? "")
    .superRefine((value, ctx) => {
      const message = commentProblem(value);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform(normaliseText);
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("comment"),
        body,
        visibility: z.enum(["internal", "shared"], { error: postCommentMessages(m).chooseVisibility }),
      }),
      z.object({ intent: z.literal("edit-comment"), commentId: anyId, body }),
      z.object({ intent: z.literal("delete-comment"), commentId: anyId }),
    ],
    { error: calendarMessages(m).unknownForm },
  );
};

export type PostCommentInput = z.output<ReturnType<typeof postCommentSchemaOf>>;
