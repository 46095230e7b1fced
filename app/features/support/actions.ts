import type { FormToast } from "~/components/form-status";
import type { Answer } from "~/lib/result";
import type { DeskIdCheck } from "./desk-id";

export type ValidDeskId = Extract<DeskIdCheck, { status: "valid" }>;

/** What the desk ID check answers (`answer`): the account's details, or why not. */
export type DeskIdAnswer = Answer<ValidDeskId>;
/** A filed support request: the ticket's reference, and the thanks that names it, in the page's language. */
export type SupportRequestDone = { reference: string; title: string; description: string };
/** What the public support form answers: the new ticket's reference, or the refusal and its fields. */
export type SupportRequestAnswer = Answer<SupportRequestDone>;

/** The check an answer shows: the account's details, or the refusal's words as an invalid ID. */
export const checkOf = (answer: DeskIdAnswer): DeskIdCheck =>
  answer.ok
    ? {
        status: "valid",
        flideskId: answer.flideskId,
        plan: answer.plan,
        paymentStatus: answer.paymentStatus,
        maskedEmail: answer.maskedEmail,
      }
    : { status: "invalid", message: answer.message };

/** The support form's toast: the product's thanks with the ticket's reference, or the refusal, as the action worded them. */
export const supportToastOf = (answer: SupportRequestAnswer): FormToast =>
  answer.ok
    ? { type: "success", title: answer.title, description: answer.description }
    : { type: "error", title: answer.title ?? "", description: answer.message };
