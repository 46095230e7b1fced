/**
 * A tracked keyword's month, as the report shows it: its position at the month's end (1 is the top) and how many
 * places it moved since the month before (positive: up). Keyword tracking (the results feature) fills these in.
 */
export type KeywordMovement = { keyword: string; position: number | null; change: number | null };

/** Where the report gets a client's keyword movements for a month ("2026-10"). */
export type KeywordSource = (clientId: string, month: string) => Promise<KeywordMovement[]>;

/** Until keyword tracking exists: none, and the report says no keywords are tracked yet. */
export const noKeywords: KeywordSource = async () => [];
