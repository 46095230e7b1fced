import type { Env } from "~/lib/env.server";
import { formatDateTime } from "~/lib/format";
import type { Mail } from "~/lib/mail.server";
import { type MailContent, renderMail } from "~/lib/mail-layout.server";
import { profileSections } from "~/lib/portal-areas";
import { kindLabels, type NotificationKind } from "./kinds";
import { type UnsubscribeScope, unsubscribeToken } from "./unsubscribe-token.server";

/** A notification waiting for its mail, with its user's address. */
export type Unmailed = {
  id: string;
  userId: string;
  email: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  /** The conversation it belongs to, whose instant mails are spaced (mailer.server.ts); null outside one. */
  thread: string | null;
};

export type MailEnv = Pick<Env, "PUBLIC_URL" | "SESSION_SECRET">;

/** How many entries a digest lists; the rest are on the notifications page it links to. */
export const DIGEST_ITEMS = 50;

export const unsubscribeUrl = (env: MailEnv, userId: string, scope: UnsubscribeScope) =>
  `${env.PUBLIC_URL}/unsubscribe/${unsubscribeToken(env.SESSION_SECRET, userId, scope)}`;

/** RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that posts to the link, no page opened. */
const unsubscribeHeaders = (url: string) => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** Where each kind's mails are chosen: the profile's Notifications section. */
const manageLink = (env: MailEnv) => ({
  label: "Manage notification mails",
  url: `${env.PUBLIC_URL}${profileSections.notifications}`,
});

const lower = (kind: NotificationKind) => kindLabels[kind].toLowerCase();

function mail(to: string, subject: string, content: MailContent, unsubscribe: string): Mail {
  return { to, subject, ...renderMail(content), headers: unsubscribeHeaders(unsubscribe) };
}

/** One notification, mailed at once: what happened, a button to the place, and how to stop this kind. */
export function instantMail(env: MailEnv, row: Unmailed): Mail {
  const unsubscribe = unsubscribeUrl(env, row.userId, row.kind);
  return mail(
    row.email,
    row.title,
    {
      heading: row.title,
      paragraphs: row.body ? [row.body] : [],
      action: { label: "Open in Fli DESK", url: `${env.PUBLIC_URL}${row.link}` },
      footer: {
        text: `You get this mail because ${lower(row.kind)} are mailed to you at once (your Fli DESK profile).`,
        links: [{ label: `Unsubscribe from ${lower(row.kind)}`, url: unsubscribe }, manageLink(env)],
      },
    },
    unsubscribe,
  );
}

/**
 * Several notifications of one thread for one user, mailed at once together: those that came while the user's
 * last mail about the thread was less than 10 minutes old (or in one go). Each entry is listed, as in the digest;
 * the button leads to the newest.
 */
export function threadMail(env: MailEnv, rows: Unmailed[]): Mail {
  const first = rows[0];
  const newest = rows.at(-1);
  if (!first || !newest) throw new Error("a thread's mail needs at least one notification");
  const listed = rows.slice(-DIGEST_ITEMS);
  const more = rows.length - listed.length;
  const kinds = [...new Set(rows.map((row) => row.kind))];
  const unsubscribe = unsubscribeUrl(env, first.userId, first.kind);
  const subject = `${newest.title} (${rows.length} new)`;
  const summary = `${rows.length} notifications about this came in a short time; here they are together.`;
  return mail(
    first.email,
    subject,
    {
      heading: newest.title,
      paragraphs: [
        summary,
        ...(more > 0 ? [`The ${DIGEST_ITEMS} latest are below; ${more} more are in Fli DESK.`] : []),
      ],
      items: listed.map((row) => ({
        title: row.title,
        body: row.body || undefined,
        url: `${env.PUBLIC_URL}${row.link}`,
        when: formatDateTime(row.createdAt),
      })),
      action: { label: "Open in Fli DESK", url: `${env.PUBLIC_URL}${newest.link}` },
      footer: {
        text: `You get this mail because ${kinds.map(lower).join(", ")} are mailed to you at once (your Fli DESK profile).`,
        links: [{ label: `Unsubscribe from ${lower(first.kind)}`, url: unsubscribe }, manageLink(env)],
      },
    },
    unsubscribe,
  );
}

/** One user's daily digest: every entry with its link and time, and a link to stop each kind it holds. */
export function digestMail(env: MailEnv, rows: Unmailed[]): Mail {
  const [first] = rows;
  if (!first) throw new Error("a digest needs at least one notification");
  const listed = rows.slice(0, DIGEST_ITEMS);
  const more = rows.length - listed.length;
  const kinds = [...new Set(rows.map((row) => row.kind))];
  const unsubscribe = unsubscribeUrl(env, first.userId, "digest");
  const subject = `Your Fli DESK digest: ${rows.length} new ${rows.length === 1 ? "notification" : "notifications"}`;
  return mail(
    first.email,
    subject,
    {
      heading: "What happened since yesterday",
      paragraphs: more > 0 ? [`The ${DIGEST_ITEMS} latest are below; ${more} more are in Fli DESK.`] : [],
      items: listed.map((row) => ({
        title: row.title,
        body: row.body || undefined,
        url: `${env.PUBLIC_URL}${row.link}`,
        when: formatDateTime(row.createdAt),
      })),
      action: { label: "See all notifications", url: `${env.PUBLIC_URL}/dashboard/notifications` },
      footer: {
        text: `You get this digest because you chose it for ${kinds.map(lower).join(", ")} (your Fli DESK profile).`,
        links: [{ label: "Unsubscribe from the daily digest", url: unsubscribe }, manageLink(env)],
      },
    },
    unsubscribe,
  );
}
