import { z } from "zod";
import type { PortalMessages } from "~/lib/portal-texts";

/**
 * A decision sent from a review link: which post, which of the client's three moves, and who decided. Its refusals
 * in the client's language, hence a schema per language's messages.
 */
export const reviewDecisionSchema = (m: PortalMessages) => {
  const stale = m.review_stale_form();
  const nameRequired = m.review_name_required();
  return z.object({
    post: z.uuid(m.review_choose_post()),
    move: z.enum(["approve", "request-changes", "hold"], m.review_choose_move()),
    name: z.string(nameRequired).trim().min(1, nameRequired).max(80, m.review_name_too_long()),
    note: z.string().max(2_000, m.review_reason_too_long()).optional(),
    version: z.coerce.number(stale).int(stale).positive(stale),
  });
};
export type ReviewDecision = z.output<ReturnType<typeof reviewDecisionSchema>>;

/** The decision form's fields as the schema reads them (absent ones undefined, so the schema names them). */
export const reviewDecisionValue = (form: FormData) =>
  Object.fromEntries(["post", "move", "name", "note", "version"].map((k) => [k, form.get(k) ?? undefined]));
