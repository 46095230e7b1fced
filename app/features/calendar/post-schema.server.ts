import { z } from "zod";
import type { PortalMessages } from "~/lib/portal-texts";
import { fromLocalValue, isDay } from "./colombo-time";
import { calendarMessages } from "./messages";
import { PLATFORMS } from "./platforms";
import { hashtagWords, variantField } from "./post-form";
import { rescheduleMessages } from "./reschedule";
import { POST_MOVES, postStatuses } from "./workflow";

const HASHTAG = /^[\p{L}\p{M}\p{N}_]{1,100}$/u;

const variant = z.object({
  platform: z.enum(PLATFORMS as [string, ...string[]]),
  caption: z.string().max(70_000, "A caption may hold at most 70,000 characters."),
  hashtags: z
    .array(z.string().regex(HASHTAG, "A hashtag is one word of letters, digits or _."))
    .max(100, "A post may carry at most 100 hashtags."),
  firstComment: z.string().max(2_200, "A first comment may hold at most 2,200 characters."),
});

/** A post's form, refused in the writer's language where the calendar's answers say why. */
export const postSchemaOf = (texts: PortalMessages) => {
  const m = calendarMessages(texts);
  return z.object({
    title: z.string().trim().min(1, "Give the post a title.").max(200, "A title may hold at most 200 characters."),
    scheduledAt: z
      .string()
      .refine((value) => fromLocalValue(value.trim()) !== null, m.badDate)
      .transform((value) => fromLocalValue(value.trim()) as Date),
    writer: z.uuid("Choose a writer from the list.").nullable(),
    version: z.coerce.number(m.staleForm).int(m.staleForm).positive(m.staleForm).nullable(),
    variants: z.array(variant).min(1, m.noPlatform),
  });
};
export type PostInput = z.output<ReturnType<typeof postSchemaOf>>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The post form as the schema reads it: one variant per ticked platform, its fields by that platform's key. */
export function postFormValue(form: FormData) {
  const ticked = form.getAll("platforms").filter((p): p is string => typeof p === "string");
  return {
    title: text(form, "title"),
    scheduledAt: text(form, "scheduledAt"),
    writer: text(form, "writer") || null,
    version: text(form, "version") || null,
    variants: PLATFORMS.filter((p) => ticked.includes(p)).map((platform) => ({
      platform,
      caption: text(form, variantField("caption", platform)),
      hashtags: hashtagWords(text(form, variantField("hashtags", platform))),
      firstComment: text(form, variantField("first-comment", platform)),
    })),
  };
}

export const moveSchemaOf = (texts: PortalMessages) => {
  const m = calendarMessages(texts);
  return z.object({
    move: z.enum(POST_MOVES, "Choose one of the post's moves."),
    note: z.string().max(2_000, "A note may hold at most 2,000 characters.").optional(),
    url: z.string().max(2_000, "That address is too long.").optional(),
    version: z.coerce.number(m.staleForm).int(m.staleForm).positive(m.staleForm),
  });
};
export type MoveForm = z.output<ReturnType<typeof moveSchemaOf>>;

/** Moving a post to another day: the post, the day (its time of day is kept) and the version it was seen at. */
export const rescheduleSchema = z.object({
  post: z.uuid("Choose a post of the calendar."),
  day: z.string(rescheduleMessages.badDay).max(10, rescheduleMessages.badDay),
  version: z.coerce.number().int().positive("The form is out of date. Reload the page."),
});
export type RescheduleForm = z.output<typeof rescheduleSchema>;

export const monthSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Give the month as 2026-11."),
});

/** The calendar page's address: each part optional, each checked (a wrong one is a 400 saying which). */
export const calendarQuerySchema = z.object({
  client: z
    .string()
    .regex(/^FLD-[A-Z0-9]{5}$/i, "Give the client's desk ID, such as FLD-CLNT1.")
    .nullable(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Give the month as 2026-11.")
    .nullable(),
  view: z.enum(["month", "week", "list"], "The view is month, week or list.").nullable(),
  // Optional: addresses read before the week view (the CSV export) leave it out.
  week: z.string().refine(isDay, "Give the week as one of its days, such as 2026-11-02.").nullish(),
  platform: z.enum(PLATFORMS as [string, ...string[]], "Choose one of the platforms.").nullable(),
  status: z.enum(postStatuses, "Choose one of the statuses.").nullable(),
});
export type CalendarQueryInput = z.output<typeof calendarQuerySchema>;
