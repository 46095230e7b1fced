import { z } from "zod";
import { englishTexts } from "~/lib/actor-texts.server";
import { UUID_PATTERN } from "~/lib/validation";
import {
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  type TicketAnswers,
  type TicketIntent,
  ticketAnswers,
  ticketPriorities,
  ticketStatuses,
} from "./tickets";

// An id that is not a uuid names no ticket: it is answered as one that does not exist (404), never as a 500.
const NO_ID = "";
const id = z
  .string()
  .optional()
  .transform((value) => (value && UUID_PATTERN.test(value.trim()) ? value.trim().toLowerCase() : NO_ID));
// An optional id: empty means none; anything else that is not a uuid is kept, and found to name nothing.
const optionalId = z
  .string()
  .optional()
  .transform((value) => {
    const trimmed = value?.trim() ?? "";
    if (!trimmed) return null;
    return UUID_PATTERN.test(trimmed) ? trimmed.toLowerCase() : NO_ID;
  });

type SchemaWords = Pick<
  TicketAnswers,
  "messageRequired" | "messageTooLong" | "subjectRequired" | "subjectTooLong" | "unknownPriority" | "unknownStatus"
>;

/** The ticket forms' schemas, their refusals said in `m` (`ticketAnswers(m)`, the person's language). */
export function ticketSchemasOf(m: SchemaWords) {
  const message = z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, m.messageRequired)
    .max(TICKET_MESSAGE_MAX, m.messageTooLong);
  const subject = z
    .string({ error: m.subjectRequired })
    .trim()
    .min(1, m.subjectRequired)
    .max(TICKET_SUBJECT_MAX, m.subjectTooLong);
  return {
    "ticket-open": z.object({
      subject,
      projectId: optionalId,
      priority: z.enum(ticketPriorities, m.unknownPriority).default("medium"),
      message,
    }),
    "ticket-reply": z.object({ ticketId: id, message }),
    "ticket-close": z.object({ ticketId: id }),
    "ticket-assign": z.object({ ticketId: id, assigneeId: optionalId }),
    "ticket-status": z.object({ ticketId: id, status: z.enum(ticketStatuses, m.unknownStatus) }),
  } satisfies Record<TicketIntent, z.ZodType>;
}

/** The schemas in English. */
export const ticketSchemas = ticketSchemasOf(ticketAnswers(englishTexts.m));

export type TicketInput<I extends TicketIntent> = z.output<(typeof ticketSchemas)[I]>;

/** True for an id that was given but is no uuid: it names nothing. */
export const namesNothing = (value: string | null) => value === NO_ID;
