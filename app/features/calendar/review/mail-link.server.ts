import type { AuditActor } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { postPage } from "~/lib/portal-areas";
import { monthOf } from "../colombo-time";
import type { PostStatus } from "../workflow";
import { makeReviewLink } from "./links.server";

type Moved = { id: string; clientId: string; scheduledAt: Date };

/**
 * Where the notice of a move sends its reader. A post now awaiting the client is told to the client alone, and their
 * mail carries a review link for the post's month, made here in the move's transaction: only the link's hash is
 * kept, so a link made earlier cannot be put in a mail again, and each such mail has its own (decision 38). Any other
 * notice, or the client's own move, links to the post's page.
 */
export async function noticeLink(tx: Db, post: Moved, to: PostStatus, by: AuditActor): Promise<string> {
  if (to !== "awaiting_client" || by.userId === post.clientId) return postPage(post.id);
  const month = monthOf(post.scheduledAt);
  return (await makeReviewLink(tx, { clientId: post.clientId, month, by, via: "mail" })).path;
}
