import ical, { escape as escapeText, ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from "ical-generator";
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
 * One client's content calendar as an iCalendar file (RFC 5545), for the secret address a calendar app subscribes
 * to: an event per scheduled or published post, at its time in UTC, named by its title and platforms, linking to
 * its page. UIDs (`post-<id>@<host>`) never change, so an app updates a moved post instead of adding a second one;
 * SEQUENCE and LAST-MODIFIED follow the post's last change. Escaping and line folding are the library's.
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
  const calendar = ical({
    // The library writes the calendar's name as given (its events' texts it escapes): a comma, semicolon or line
    // break in a business name would otherwise break the line, or start a property of its own.
    name: escapeText(`${businessName}: content calendar`, false),
    prodId: { company: "Fli Digital", product: "Fli DESK", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    // How often a subscribed app should look again (REFRESH-INTERVAL and X-PUBLISHED-TTL).
    ttl: 60 * 60,
  });
  const shown = posts.filter(isInFeed).toSorted((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
  for (const post of shown) {
    calendar.createEvent({
      id: `post-${post.id}@${host}`,
      start: post.scheduledAt,
      end: new Date(post.scheduledAt.getTime() + SLOT_MS),
      summary: `${post.title} (${post.platforms.join(", ")})`,
      description: `${IN_FEED[post.status]} on ${post.platforms.join(", ")}.\n${post.url}`,
      url: post.url,
      stamp: post.updatedAt,
      lastModified: post.updatedAt,
      sequence: sequenceOf(post.updatedAt),
      status: ICalEventStatus.CONFIRMED,
      // A post going out does not make the client busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
