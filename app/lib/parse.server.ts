import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { readForm, readJson } from "./forms.server";
import { fail, ok, type Problem, type Result } from "./result";
import { EMAIL_MAX, EMAIL_PATTERN, type PasswordMessages, passwordProblem, ROLES, UUID_PATTERN } from "./validation";

/**
 * The one way a server entry point reads its input: a Zod schema of its feature, through `parseForm` (form posts,
 * with Conform's coercion of form strings) or `parseBody` (JSON). Bad input becomes an `invalid` problem whose
 * message is the first field's; the route answers it with `problemInit` (400). Control characters and bodies of
 * the wrong type are refused before the schema runs (app/lib/forms.server.ts).
 */

type Parsed<T> = Result<T> & { submission: Submission<unknown, string[], T> };

/** Reads a form post and checks it against `schema`. The Conform submission rides along for `submission.reply()`. */
export async function parseForm<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  return parseFormData(await readForm(request), schema);
}

/** `parseForm` for a form already read (an action that picks its schema by an `intent` field). */
export function parseFormData<S extends z.ZodType>(form: FormData, schema: S): Parsed<z.output<S>> {
  const submission = parseWithZod(form, { schema }) as Submission<unknown, string[], z.output<S>>;
  if (submission.status === "success") return { ...ok(submission.value), submission };
  return { ...fail("invalid", ...firstMessage(submission.error ?? {})), submission };
}

/**
 * `readForm` as a `Result`, for actions that answer every refusal in their own shape (`answer`): a body that is not
 * a form, or a field with a control character, becomes an `invalid` problem with readForm's sentence.
 */
export async function readFormResult(request: Request): Promise<Result<FormData>> {
  try {
    return ok(await readForm(request));
  } catch (refusal) {
    if (!(refusal instanceof Response) || refusal.status >= 500) throw refusal;
    return fail("invalid", await refusal.text());
  }
}

/** Reads a JSON body and checks it against `schema`. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<Result<z.output<S>>> {
  const body = await readJson(request);
  return body.ok ? parseValue(body.value, schema) : body;
}

/** Checks a value already in hand (a stored draft, a JSON field of a form) against `schema`. */
export function parseValue<S extends z.ZodType>(value: unknown, schema: S): Result<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".");
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return fail("invalid", ...firstMessage(errors));
}

function firstMessage(
  errors: Record<string, string[] | null | undefined>,
): [string, Omit<Problem, "kind" | "message">] {
  const fields: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) if (messages?.[0]) fields[key] = messages[0];
  const message = Object.values(fields)[0] ?? "Please check the form and try again.";
  return [message, { fields }];
}

/** The shared field rules of app/lib/validation.ts as Zod schemas, for the features' server schemas. */
export const rules = {
  /** A trimmed, lower-cased email address. */
  email: (messages: { required: string; invalid: string }) =>
    z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(EMAIL_MAX, messages.invalid)
      .regex(EMAIL_PATTERN, messages.invalid)
      .transform((v) => v.toLowerCase()),
  uuid: (message: string) => z.string({ error: message }).regex(UUID_PATTERN, message),
  role: (message: string) => z.enum(ROLES, message),
  /** A new password, with the first rule it breaks as the message (in `words`' language; English by default). */
  password: (words?: PasswordMessages) =>
    z.string({ error: passwordProblem("", words) ?? "" }).superRefine((value, ctx) => {
      const problem = passwordProblem(value, words);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
};

/**
 * Checks a form against `schema` and hands what it holds to `use` (a feature's function, which so takes typed input
 * and never the form); a refusal is the answer as it is.
 */
export async function withInput<S extends z.ZodType, T>(
  form: FormData,
  schema: S,
  use: (input: z.output<S>) => Promise<Result<T>>,
): Promise<Result<T>> {
  const input = parseFormData(form, schema);
  return input.ok ? use(input.value) : { ok: false, problem: input.problem };
}
