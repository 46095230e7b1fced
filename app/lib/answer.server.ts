import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { problemInit } from "./http.server";
import { type Answer, fail, limitAnswer, type Result } from "./result";

export type AnswerOptions = {
  /** Which form of the page answered, where one route serves several. */
  intent?: string;
  /** Sent with a write that worked (a cookie it sets, Cache-Control). */
  headers?: Record<string, string>;
  /** What a refused form held, to fill it again when the page is rendered anew (no JavaScript). */
  values?: Record<string, string>;
  /** A refusal's status where the route's differs from its kind's: a one-time link no more is 410, not 404. */
  status?: number;
  /**
   * A Conform form's submission: its reply goes with the answer, clearing the form after a write that worked, and
   * carrying the fields' errors and the refusal's words as the form's error otherwise.
   */
  submission?: Pick<Submission<unknown, string[]>, "reply">;
};

/** What a Result may carry besides its value: the Conform submission of the form it checked (`parseFormData`). */
export type Submitted<T> = Result<T> & { submission?: AnswerOptions["submission"] };

/**
 * The one way an action turns a feature's `Result` into the browser's answer: the value spread beside `ok: true`
 * (200), or the problem's words with the status its kind maps to (app/lib/http.server.ts), and a limit's `limited`
 * and wait (`limitAnswer`). `intent` is echoed so a page with several forms knows which one was answered.
 */
export function answer<T extends object>(result: Result<T>, options: AnswerOptions = {}) {
  const { intent, headers, values, status, submission } = options;
  const named = intent === undefined ? {} : { intent };
  if (result.ok) {
    const reply = submission ? { reply: submission.reply({ resetForm: true }) } : {};
    return data<Answer<T>>({ ok: true, ...named, ...result.value, ...reply }, headers ? { headers } : undefined);
  }
  const { message, title, fields } = result.problem;
  const reply = submission ? { reply: submission.reply({ formErrors: [message] }) } : {};
  const kept = values ? { values } : {};
  const refused = {
    ok: false as const,
    ...named,
    message,
    title,
    fields,
    ...kept,
    ...limitAnswer(result.problem),
    ...reply,
  };
  const init = problemInit(result.problem);
  return data<Answer<T>>(refused, status === undefined ? init : { ...init, status });
}

/** What runs one form of a page, given the posted form: its feature's `Result`. */
export type IntentHandler<T extends object> = (form: FormData) => Promise<Submitted<T>>;

/**
 * The action of a page with several forms, each naming itself in `intent`: only this page's forms run, answered
 * through `answer`; any other intent (a form of another page, or none) is "Unknown form" (`unknownForm`: the same
 * words in the reader's language), 400.
 */
export async function answerIntent<T extends object>(
  form: FormData,
  handlers: Record<string, IntentHandler<T>>,
  unknownForm = "Unknown form",
) {
  const intent = String(form.get("intent") ?? "");
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  const result: Submitted<T> = handler ? await handler(form) : fail("invalid", unknownForm);
  return answer(result, { intent, submission: result.submission });
}
