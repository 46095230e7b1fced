import type { Env } from "~/lib/env.server";
import { formatDateTime } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import type { Mail } from "~/lib/mail.server";
import { type MailContent, renderMail } from "~/lib/mail-layout.server";
import { profileSections } from "~/lib/portal-areas";
import type { PortalMessages, PortalTexts } from "~/lib/portal-texts";
import { kindTexts, type NotificationKind } from "./kinds";
import { type UnsubscribeScope, unsubscribeToken } from "./unsubscribe-token.server";

/** A notification waiting for its mail, with its user's address and language. */
export type Unmailed = {
  id: string;
  userId: string;
  email: string;
  locale: Locale | null;
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
const manageLink = (env: MailEnv, m: PortalMessages) => ({
  label: m.notify_mail_manage(),
  url: `${env.PUBLIC_URL}${profileSections.notifications}`,
});

/** A kind's name inside a sentence ("comments"); Sinhala and Tamil have no capitals to lower. */
const lower = ({ m, locale }: PortalTexts, kind: NotificationKind) => kindTexts[kind](m).toLocaleLowerCase(locale);

/** The kinds of a mail's notifications, each named once, as a list the mail's language reads ("comments, approvals"). */
const kindsOf = (texts: PortalTexts, rows: Unmailed[]) =>
  new Intl.ListFormat(texts.locale, { type: "unit" }).format([...new Set(rows.map((row) => lower(texts, row.kind)))]);

function mail(to: string, subject: string, content: MailContent, unsubscribe: string): Mail {
  return { to, subject, ...renderMail(content), headers: unsubscribeHeaders(unsubscribe) };
}

/** The entries of a thread's mail or a digest: each with its link and time. */
const itemsOf = (env: MailEnv, texts: PortalTexts, rows: Unmailed[]) =>
  rows.map((row) => ({
    title: row.title,
    body: row.body || undefined,
    url: `${env.PUBLIC_URL}${row.link}`,
    when: formatDateTime(row.createdAt, texts.locale),
  }));

/**
 * One notification, mailed at once: what happened, a button to the place, and how to stop this kind. Every
 * notification mail is in its recipient's language (`texts`, from their profile); the notification's own words
 * were written in it when it was made (notify.server.ts).
 */
export function instantMail(env: MailEnv, texts: PortalTexts, row: Unmailed): Mail {
  const { m, locale } = texts;
  const unsubscribe = unsubscribeUrl(env, row.userId, row.kind);
  const kind = lower(texts, row.kind);
  return mail(
    row.email,
    row.title,
    {
      lang: locale,
      heading: row.title,
      paragraphs: row.body ? [row.body] : [],
      action: { label: m.notify_mail_open(), url: `${env.PUBLIC_URL}${row.link}` },
      footer: {
        text: m.notify_mail_because({ kinds: kind }),
        links: [{ label: m.notify_mail_unsubscribe({ kind }), url: unsubscribe }, manageLink(env, m)],
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
export function threadMail(env: MailEnv, texts: PortalTexts, rows: Unmailed[]): Mail {
  const { m, locale } = texts;
  const first = rows[0];
  const newest = rows.at(-1);
  if (!first || !newest) throw new Error("a thread's mail needs at least one notification");
  const listed = rows.slice(-DIGEST_ITEMS);
  const more = rows.length - listed.length;
  const unsubscribe = unsubscribeUrl(env, first.userId, first.kind);
  return mail(
    first.email,
    m.notify_mail_thread_subject({ title: newest.title, count: rows.length }),
    {
      lang: locale,
      heading: newest.title,
      paragraphs: [
        m.notify_mail_thread_summary({ count: rows.length }),
        ...(more > 0 ? [m.notify_mail_more({ latest: DIGEST_ITEMS, more })] : []),
      ],
      items: itemsOf(env, texts, listed),
      action: { label: m.notify_mail_open(), url: `${env.PUBLIC_URL}${newest.link}` },
      footer: {
        text: m.notify_mail_because({ kinds: kindsOf(texts, rows) }),
        links: [
          { label: m.notify_mail_unsubscribe({ kind: lower(texts, first.kind) }), url: unsubscribe },
          manageLink(env, m),
        ],
      },
    },
    unsubscribe,
  );
}

/** One user's daily digest: every entry with its link and time, and a link to stop each kind it holds. */
export function digestMail(env: MailEnv, texts: PortalTexts, rows: Unmailed[]): Mail {
  const { m, locale } = texts;
  const [first] = rows;
  if (!first) throw new Error("a digest needs at least one notification");
  const listed = rows.slice(0, DIGEST_ITEMS);
  const more = rows.length - listed.length;
  const unsubscribe = unsubscribeUrl(env, first.userId, "digest");
  return mail(
    first.email,
    m.notify_mail_digest_subject({ count: rows.length }),
    {
      lang: locale,
      heading: m.notify_mail_digest_heading(),
      paragraphs: more > 0 ? [m.notify_mail_more({ latest: DIGEST_ITEMS, more })] : [],
      items: itemsOf(env, texts, listed),
      action: { label: m.notify_mail_see_all(), url: `${env.PUBLIC_URL}/dashboard/notifications` },
      footer: {
        text: m.notify_mail_digest_because({ kinds: kindsOf(texts, rows) }),
        links: [{ label: m.notify_mail_digest_unsubscribe(), url: unsubscribe }, manageLink(env, m)],
      },
    },
    unsubscribe,
  );
}
