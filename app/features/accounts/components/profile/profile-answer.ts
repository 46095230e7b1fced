/** What the profile page's action answers each form; a form shows the answer addressed to it. */
export type ProfileAnswer = { intent: string; ok: boolean; message: string; fields?: Record<string, string> };
