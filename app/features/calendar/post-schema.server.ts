import { z } from "zod";
import type { PortalMessages } from "~/lib/portal-texts";
import { fromLocalValue, isDay } from "./colombo-time";
import { calendarMessages } from "./messages";
import { PLATFORMS } from "./platforms";
import { hashtagWords, variantField } from "./post-form";
import { POST_MOVES, postStatuses } from "./workflow";

const HASHTAG = /^[\p{L}\p{M}\p{N}_]{1,100}$/u;

const variantOf = (m: PortalMessages) =>
  z.object({
    platform: z.enum(PLATFORMS as [string, ...string[]]),
    caption: z.string().max(70_000, m.calendar_post_caption_too_long()),
    hashtags: z
      .array(z.string().regex(HASHTAG, m.calendar_post_hashtag_word()))
      .max(100, m.calendar_post_too_many_hashtags()),
    firstComment: z.string().max(2_200, m.calendar_post_first_comment_too_long()),
  });

/** A post's form, refused in the writer's language. */
export const postSchemaOf = (m: PortalMessages) => {
  const answers = calendarMessages(m);
  return z.object({
    title: z.string().trim().min(1, m.calendar_post_title_required()).max(200, m.calendar_post_title_too_long()),
    scheduledAt: z
      .string()
      .refine((value) => fromLocalValue(value.trim()) !== null, answers.badDate)
      .transform((value) => fromLocalValue(value.trim()) as Date),
    writer: z.uuid(m.calendar_post_choose_writer()).nullable(),
    version: z.coerce.number(answers.staleForm).int(answers.staleForm).positive(answers.staleForm).nullable(),
    variants: z.array(variantOf(m)).min(1, answers.noPlatform),
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

export const moveSchemaOf = (m: PortalMessages) => {
  const answers = calendarMessages(m);
  return z.object({
    move: z.enum(POST_MOVES, m.calendar_post_choose_move()),
    note: z.string().max(2_000, m.calendar_post_note_too_long()).optional(),
    url: z.string().max(2_000, m.calendar_post_address_too_long()).optional(),
    version: z.coerce.number(answers.staleForm).int(answers.staleForm).positive(answers.staleForm),
  });
};
export type MoveForm = z.output<ReturnType<typeof moveSchemaOf>>;

/**
 * Moving a post to another day: the post, the day (its time of day is kept) and the version it was seen at, refused
 * in the mover's language.
 */
export const rescheduleSchemaOf = (m: PortalMessages) => {
  const badDay = m.calendar_reschedule_bad_day();
  return z.object({
    post: z.uuid(m.calendar_reschedule_choose_post()),
    day: z.string(badDay).max(10, badDay),
    version: z.coerce.number().int().positive(calendarMessages(m).staleForm),
  });
};
export type RescheduleForm = z.output<ReturnType<typeof rescheduleSchemaOf>>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthSchemaOf = (m: PortalMessages) =>
  z.object({ month: z.string().regex(MONTH, m.calendar_query_month()) });

/** The calendar page's address: each part optional, each checked (a wrong one is a 400 saying which, in the reader's language). */
export const calendarQuerySchemaOf = (m: PortalMessages) =>
  z.object({
    client: z
      .string()
      .regex(/^FLD-[A-Z0-9]{5}$/i, m.calendar_query_client())
      .nullable(),
    month: z.string().regex(MONTH, m.calendar_query_month()).nullable(),
    view: z.enum(["month", "week", "list"], m.calendar_query_view()).nullable(),
    // Optional: addresses read before the week view (the CSV export) leave it out.
    week: z.string().refine(isDay, m.calendar_query_week()).nullish(),
    platform: z.enum(PLATFORMS as [string, ...string[]], m.calendar_query_platform()).nullable(),
    status: z.enum(postStatuses, m.calendar_query_status()).nullable(),
  });
export type CalendarQueryInput = z.output<ReturnType<typeof calendarQuerySchemaOf>>;
