import { useToastForm } from "~/components/use-toast-form";
import type { AdminActionData } from "../messages";

/** One admin write, answered with the documented toast (Success or Error). */
export const useAdminForm = (onSuccess?: (answer: AdminActionData & { ok: true }) => void) =>
  useToastForm<AdminActionData>(onSuccess);
