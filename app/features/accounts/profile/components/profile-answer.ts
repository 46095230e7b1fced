/**
 * What the profile page's action answers each form; a form shows the answer addressed to it. Recovery codes come
 * only in the answer that made them: they are shown once and never stored in the clear.
 */
export type ProfileAnswer = {
  intent: string;
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
  recoveryCodes?: string[];
};
