import type { Locale } from "./locale";

/**
 * A compiled message with no inputs (decision 48), called with the language it is wanted in: every call names the
 * language, none is ever set globally. The server-side text builders take these.
 */
export type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;
