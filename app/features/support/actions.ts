import type { FormToast } from "~/components/form-status";
import type { Answer } from "~/lib/result";
import type { DeskIdCheck } from "./desk-id";
import { supportMessages } from "./support-request";

export type ValidDeskId = Extract<DeskIdCheck, { status: "valid" }>;

/** What the desk ID check answers (`answer`): the account's details, or why not. */
export type DeskIdAnswer = Answer<ValidDeskId>;
/** What the public support form answers: the new ticket's reference, or the refusal and its fields. */
export type SupportRequestAnswer = Answer<{ reference: string }>;

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

/** The support form's toast: the product's thanks with the ticket's reference, or the refusal. */
export const supportToastOf = (answer: SupportRequestAnswer): FormToast =>
  answer.ok
    ? {
        type: "success",
        title: supportMessages.successTitle,
        description: `${supportMessages.successText} ${supportMessages.reference(answer.reference)}`,
      }
    : { type: "error", title: "Error", description: answer.message };
