import { z } from "zod";
import { reviewMessages as m } from "./messages";

/** A decision sent from a review link: which post, which of the client's three moves, and who decided. */
export const reviewDecisionSchema = z.object({
  post: z.uuid("Choose one of the posts on this page."),
  move: z.enum(["approve", "request-changes", "hold"], "Choose Approve, Request changes or Hold."),
  name: z.string(m.nameRequired).trim().min(1, m.nameRequired).max(80, m.nameTooLong),
  note: z.string().max(2_000, "A reason may hold at most 2,000 characters.").optional(),
  version: z.coerce.number(m.staleForm).int(m.staleForm).positive(m.staleForm),
});
export type ReviewDecision = z.output<typeof reviewDecisionSchema>;

/** The decision form's fields as the schema reads them (absent ones undefined, so the schema names them). */
export const reviewDecisionValue = (form: FormData) =>
  Object.fromEntries(["post", "move", "name", "note", "version"].map((k) => [k, form.get(k) ?? undefined]));
