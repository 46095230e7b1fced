import { z } from "zod";
import { rules } from "~/lib/parse.server";
import { KEYWORD_MAX, KEYWORD_MESSAGES, tidyKeyword } from "./keyword-text";

/**
 * "Add keyword": the text, tidied first, so the length counted is the one stored. (Conform's coercion reads an
 * empty string as none, in the inner schema too: blank text gets the same message as a missing field.)
 */
export const addKeywordSchema = z.object({
  keyword: z
    .string({ error: KEYWORD_MESSAGES.required })
    .transform(tidyKeyword)
    .pipe(
      z
        .string({ error: KEYWORD_MESSAGES.required })
        .min(1, KEYWORD_MESSAGES.required)
        .max(KEYWORD_MAX, KEYWORD_MESSAGES.tooLong),
    ),
});

/** "Remove": which of the client's keywords. */
export const removeKeywordSchema = z.object({ keywordId: rules.uuid(KEYWORD_MESSAGES.noKeyword) });
