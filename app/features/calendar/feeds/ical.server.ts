import type { Platform } from "../platforms";

/** What the client's calendar feed needs of a post; the route reads it for one client. */
export type FeedPost = {
  id: string;
  title: string;
  platforms: Platform[];
  status: string;
  scheduledAt: Date;
  updatedAt: Date;
  /** The post's page in the portal, absolute. */
  url: string;
};

/** The statuses a subscribed calendar shows: only posts that are going out or are out. */
const IN_FEED: Record<string, string> = { scheduled: "Scheduled", published: "Published" };

/** A post is a moment, not a meeting: a short slot shows it as a block in every calendar app. */
const SLOT_MS = 15 * 60_000;

/**
 * SEQUENCE must grow with each change of an event; the seconds since 2000 of its last change do, and stay within a
 * signed 32-bit integer (which some calendar apps use) until 2068, where seconds since 1970 would end in 2038.
 */
const SEQUENCE_EPOCH = Date.UTC(2000, 0, 1);
export const sequenceOf = (updatedAt: Date) => Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 1000));

export const isInFeed = (post: Pick<FeedPost, "status">) => Object.hasOwn(IN_FEED, post.status);

/**
 * A TEXT value (RFC 5545, 3.3.11): backslash, semicolon and comma escaped, a line break written as \n. Other control
 * characters have no place in TEXT and are left out (forms refuse them already; this keeps a line whole regardless).
 */
export function escapeText(text: string) {
  return text
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/(?!\t)\p{Cc}/gu, "");
}

const octetsOf = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * A content line folded as RFC 5545 (3.1) asks: at most 75 octets a line, a longer one going on after CRLF and a
 * space, never inside a character's UTF-8 bytes.
 */
export function foldLine(line: string) {
  // Most lines are ASCII: a character is an octet, and the line is cut in slices.
  if (!/[^\x20-\x7e]/.test(line)) {
    if (line.length <= 75) return line;
    const parts = [line.slice(0, 75)];
    for (let at = 75; at < line.length; at += 74) parts.push(line.slice(at, at + 74));
    return parts.join("\r\n ");
  }
  let out = "";
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char.codePointAt(0) ?? 0);
    if (octets + size > 75) {
      out += "\r\n ";
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return out;
}

/** 20261203T040000Z: a moment in UTC, the form every calendar app reads without a time-zone definition. */
const utc = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function eventLines(post: FeedPost, host: string) {
  const platforms = post.platforms.join(", ");
  const url = new URL(post.url).href;
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(`post-${post.id}@${host}`)}`,
    `DTSTAMP:${utc(post.updatedAt)}`,
    `DTSTART:${utc(post.scheduledAt)}`,
    `DTEND:${utc(new Date(post.scheduledAt.getTime() + SLOT_MS))}`,
    `SUMMARY:${escapeText(`${post.title} (${platforms})`)}`,
    `DESCRIPTION:${escapeText(`${IN_FEED[post.status]} on ${platforms}.\n${url}`)}`,
    `URL;VALUE=URI:${url}`,
    `SEQUENCE:${sequenceOf(post.updatedAt)}`,
    `LAST-MODIFIED:${utc(post.updatedAt)}`,
    "STATUS:CONFIRMED",
    // A post going out does not make the client busy.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/**
 * One client's content calendar as an iCalendar file (RFC 5545), for the secret address a calendar app subscribes
 * to: an event per scheduled or published post, at its time in UTC, named by its title and platforms, linking to
 * its page. UIDs (`post-<id>@<host>`) never change, so an app updates a moved post instead of adding a second one;
 * SEQUENCE and LAST-MODIFIED follow the post's last change. Written here rather than by a library: decision 37.
 */
export function clientCalendar({
  businessName,
  publicUrl,
  posts,
}: {
  businessName: string;
  publicUrl: string;
  posts: readonly FeedPost[];
}): string {
  const host = new URL(publicUrl).hostname;
  const name = escapeText(`${businessName}: content calendar`);
  const shown = posts.filter(isInFeed).toSorted((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Fli Digital//Fli DESK//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    // How often a subscribed app should look again (RFC 7986, and the older name most apps read).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...shown.flatMap((post) => eventLines(post, host)),
    "END:VCALENDAR",
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}
