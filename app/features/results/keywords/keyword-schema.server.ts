import { z } from "zod";
import { rules } from "~/lib/parse.server";
import { KEYWORD_MAX, type KeywordTexts, tidyKeyword } from "./keyword-text";

/**
 * "Add keyword": the text, tidied first, so the length counted is the one stored. (Conform's coercion reads an
 * empty string as none, in the inner schema too: blank text gets the same message as a missing field.) A factory
 * over the texts, so the refusal is in the language of the person who posted.
 */
export const addKeywordSchema = (t: KeywordTexts) =>
  z.object({
    keyword: z
      .string({ error: t.required })
      .transform(tidyKeyword)
      .pipe(z.string({ error: t.required }).min(1, t.required).max(KEYWORD_MAX, t.tooLong)),
  });

/** "Remove": which of the client's keywords. */
export const removeKeywordSchema = (t: KeywordTexts) => z.object({ keywordId: rules.uuid(t.noKeyword) });
