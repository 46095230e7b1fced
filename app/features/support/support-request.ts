import { type TicketPriority, ticketPriorities } from "#db/schema/values";
import { EMAIL_PATTERN } from "~/lib/validation";

export const priorities = ticketPriorities;
export type Priority = TicketPriority;
export const DEFAULT_PRIORITY: Priority = "medium";

/**
 * The words the support form's check refuses with, in the page's language (docs/product.md, Support; the English
 * ones word for word). The page's loader gives them to the browser, the action makes them for its answer
 * (`texts.server.ts`): this module holds no text.
 */
export type SupportCheckMessages = { required: string; invalidEmail: string; unknownPriority: string; tooLong: string };

export type SupportRequest = { name: string; email: string; subject: string; message: string; priority: Priority };

const limits = { name: 100, email: 254, subject: 200, message: 5000 } as const;

type Field = keyof SupportRequest;
/** One field's problem: every field that is wrong is named, so the form can mark them all at once. */
export type SupportProblem = { field: Field; message: string };

/**
 * The support form's rules (docs/product.md, Support), one function for the browser and for the action that answers
 * the post (with or without JavaScript), which then files a ticket. A refusal
 * names every wrong field; its message and field are the first one's (a missing or too long field before a bad
 * email address, a bad priority last).
 */
export function checkSupportRequest(
  form: Record<string, FormDataEntryValue | null | undefined>,
  messages: SupportCheckMessages,
): { ok: true; value: SupportRequest } | { ok: false; message: string; field: Field; problems: SupportProblem[] } {
  const text = (key: keyof typeof limits) => {
    const value = form[key];
    return typeof value === "string" ? value.trim() : "";
  };
  const value = { name: text("name"), email: text("email"), subject: text("subject"), message: text("message") };
  const problems: SupportProblem[] = [];
  for (const field of ["name", "email", "subject", "message"] as const) {
    if (!value[field]) problems.push({ field, message: messages.required });
    else if (value[field].length > limits[field]) problems.push({ field, message: messages.tooLong });
  }
  if (value.email && value.email.length <= limits.email && !EMAIL_PATTERN.test(value.email)) {
    problems.push({ field: "email", message: messages.invalidEmail });
  }
  const priority = form.priority ? String(form.priority) : DEFAULT_PRIORITY;
  if (!priorities.includes(priority as Priority)) {
    problems.push({ field: "priority", message: messages.unknownPriority });
  }
  const [first] = problems;
  if (first) return { ok: false, ...first, problems };
  return { ok: true, value: { ...value, priority: priority as Priority } };
}
