import type { SubmissionResult } from "@conform-to/react";
import type { FormToast } from "~/components/form-status";
import type { DeskIdCheck } from "./desk-id";

/** What the support page's action answers, for each of its two forms. */
export type SupportActionData =
  | { intent: "validate-id"; check: DeskIdCheck }
  | { intent: "support"; result: SubmissionResult<string[]>; toast: FormToast };
