import { Link } from "react-router";
import { formatDate, formatDateTime } from "~/lib/format";
import { postPage } from "~/lib/portal-areas";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { dayOf } from "../colombo-time";
import { CalendarDnd, useShownPosts } from "./calendar-dnd";
import type { CalendarPost } from "./calendar-post";
import { DayCell } from "./day-cell";
import { MoveForm } from "./move-form";
import { PostChip } from "./post-chip";
import { PostStatusBadge } from "./status-badge";

export type { CalendarPost };

export const WEEKDAYS: ((m: PortalMessages) => string)[] = [
  (m) => m.calendar_weekday_mon(),
  (m) => m.calendar_weekday_tue(),
  (m) => m.calendar_weekday_wed(),
  (m) => m.calendar_weekday_thu(),
  (m) => m.calendar_weekday_fri(),
  (m) => m.calendar_weekday_sat(),
  (m) => m.calendar_weekday_sun(),
];
// The first day's column in the grid (weeks start on Monday), written out so the stylesheet has each class.
const FIRST_COLUMN = [
  "@2xl:col-start-1",
  "@2xl:col-start-2",
  "@2xl:col-start-3",
  "@2xl:col-start-4",
  "@2xl:col-start-5",
  "@2xl:col-start-6",
  "@2xl:col-start-7",
];

/** The posts of each day, in the order given. */
export function byDay(posts: CalendarPost[]) {
  const days = new Map<string, CalendarPost[]>();
  for (const post of posts) days.set(dayOf(post.scheduledAt), [...(days.get(dayOf(post.scheduledAt)) ?? []), post]);
  return days;
}

type MonthProps = { days: string[]; leading: number; posts: CalendarPost[]; today: string };

/**
 * The month as a grid of weeks on a wide screen; on a narrow one (under 768 px) the same list shows only the days
 * that have posts, one under another: an agenda, with no second markup to keep in step. A post is dragged by its
 * handle to another day.
 */
export function MonthGrid({ days, leading, posts, today }: MonthProps) {
  const { m, locale } = usePortalTexts();
  const shown = byDay(useShownPosts(posts));
  return (
    <CalendarDnd>
      <div className="grid gap-2">
        <div aria-hidden="true" className="hidden grid-cols-7 gap-2 text-center text-xs font-semibold @2xl:grid">
          {WEEKDAYS.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the seven weekdays, always in this order
            <span key={i}>{d(m)}</span>
          ))}
        </div>
        <ol className="grid gap-2 @2xl:grid-cols-7" aria-label={m.calendar_days_of_month()}>
          {days.map((day, i) => {
            const dayPosts = shown.get(day) ?? [];
            const first = i === 0 ? FIRST_COLUMN[leading] : "";
            return (
              <DayCell
                key={day}
                day={day}
                className={`@2xl:min-h-28 ${first} ${dayPosts.length === 0 ? "hidden @2xl:block" : ""}`}
                label={<p className="mb-1 text-xs font-semibold text-muted-foreground">{formatDate(day, locale)}</p>}
              >
                {dayPosts.map((post) => (
                  <PostChip key={post.id} post={post} today={today} />
                ))}
              </DayCell>
            );
          })}
        </ol>
        {posts.length === 0 && <p className="text-sm text-muted-foreground">{m.calendar_no_posts_month()}</p>}
      </div>
    </CalendarDnd>
  );
}

/** The month as one list in date order; each post its viewer may move has its "Move to another day" form. */
export function PostList({ posts, today }: { posts: CalendarPost[]; today: string }) {
  const { m, locale } = usePortalTexts();
  if (posts.length === 0) return <p className="text-sm text-muted-foreground">{m.calendar_no_posts_month()}</p>;
  return (
    <ul className="grid gap-2" aria-label={m.calendar_posts()}>
      {posts.map((post) => (
        <li key={post.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
          <div className="grid min-w-0 gap-1">
            <Link to={postPage(post.id)} className="font-semibold wrap-anywhere hover:underline">
              {post.title}
            </Link>
            <span className="text-xs text-muted-foreground">
              {formatDateTime(post.scheduledAt, locale)} · {post.platforms.join(", ")}
            </span>
            {post.movable && <MoveForm post={post} today={today} />}
          </div>
          <PostStatusBadge status={post.status} />
        </li>
      ))}
    </ul>
  );
}
