import type { FormToast } from "~/components/form-status";
import type { DeskIdCheck } from "./desk-id";

/** What the support page's action answers, for each of its two forms. */
export type SupportActionData =
  | { intent: "validate-id"; check: DeskIdCheck }
  | { intent: "support"; ok: boolean; fields?: string[]; reference?: string; toast: FormToast };
