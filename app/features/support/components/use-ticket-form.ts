import { useToastForm } from "~/components/use-toast-form";
import type { TicketActionData } from "../tickets";

/** One ticket form (new ticket, reply, close, assign), answered with a Success or Error toast. */
export const useTicketForm = (onSuccess?: () => void) => useToastForm<TicketActionData>(onSuccess);
