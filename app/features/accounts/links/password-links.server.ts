import type { Db } from "~/lib/db.server";
import type { Result } from "~/lib/result";
import type { AccountTexts } from "../account-texts";
import { acceptInvite, findInvite } from "./invites.server";
import { completePasswordReset, findPasswordReset } from "./password-reset.server";

export type PasswordLinkKind = "invite" | "reset";

/** The two one-time links that set a password: an admin's invite (the first one) and "Forgot password" (a new one). */
export const passwordLinks: Record<
  PasswordLinkKind,
  {
    find(db: Db, token: string): Promise<{ flideskId: string } | null>;
    /** `t`: the answers in the page's language (English by default). */
    complete(
      db: Db,
      token: string,
      form: FormData,
      ip: string,
      t?: AccountTexts,
    ): Promise<Result<{ userId: string; flideskId: string }>>;
  }
> = {
  invite: { find: findInvite, complete: acceptInvite },
  reset: { find: findPasswordReset, complete: completePasswordReset },
};
