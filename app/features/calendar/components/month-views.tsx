import { Link } from "react-router";
import { formatDate, formatDateTime } from "~/lib/format";
import { postPage } from "~/lib/portal-areas";
import { dayOf, localValueOf } from "../colombo-time";
import type { PostStatus } from "../workflow";
import { PostStatusBadge } from "./status-badge";

export type CalendarPost = { id: string; title: string; scheduledAt: Date; status: PostStatus; platforms: string[] };

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
// The first day's column in the grid (weeks start on Monday), written out so the stylesheet has each class.
const FIRST_COLUMN = [
  "md:col-start-1",
  "md:col-start-2",
  "md:col-start-3",
  "md:col-start-4",
  "md:col-start-5",
  "md:col-start-6",
  "md:col-start-7",
];

function PostChip({ post }: { post: CalendarPost }) {
  return (
    <li>
      <Link to={postPage(post.id)} className="grid gap-1 rounded-md border bg-card p-2 text-xs hover:bg-muted">
        <span className="font-semibold wrap-anywhere">
          {localValueOf(post.scheduledAt).slice(11)} {post.title}
        </span>
        <PostStatusBadge status={post.status} className="max-w-full wrap-anywhere" />
      </Link>
    </li>
  );
}

/**
 * The month as a grid of weeks on a wide screen; on a narrow one (under 768 px) the same list shows only the days
 * that have posts, one under another: an agenda, with no second markup to keep in step.
 */
export function MonthGrid({ days, leading, posts }: { days: string[]; leading: number; posts: CalendarPost[] }) {
  const byDay = new Map<string, CalendarPost[]>();
  for (const post of posts) byDay.set(dayOf(post.scheduledAt), [...(byDay.get(dayOf(post.scheduledAt)) ?? []), post]);
  return (
    <div className="grid gap-2">
      <div aria-hidden="true" className="hidden grid-cols-7 gap-2 text-center text-xs font-semibold md:grid">
        {WEEKDAYS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <ol className="grid gap-2 md:grid-cols-7" aria-label="Days of the month">
        {days.map((day, i) => {
          const dayPosts = byDay.get(day) ?? [];
          const first = i === 0 ? FIRST_COLUMN[leading] : "";
          return (
            <li
              key={day}
              className={`min-w-0 rounded-lg border p-2 md:min-h-28 ${first} ${dayPosts.length === 0 ? "hidden md:block" : ""}`}
            >
              <p className="mb-1 text-xs font-semibold text-muted-foreground">{formatDate(day)}</p>
              {/* One column that may be narrower than a chip's longest word: the chips wrap inside their day. */}
              <ul className="grid grid-cols-1 gap-1">
                {dayPosts.map((post) => (
                  <PostChip key={post.id} post={post} />
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {posts.length === 0 && <p className="text-sm text-muted-foreground">No posts in this month.</p>}
    </div>
  );
}

/** The month as one list in date order. */
export function PostList({ posts }: { posts: CalendarPost[] }) {
  if (posts.length === 0) return <p className="text-sm text-muted-foreground">No posts in this month.</p>;
  return (
    <ul className="grid gap-2" aria-label="Posts">
      {posts.map((post) => (
        <li key={post.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
          <div className="grid min-w-0 gap-1">
            <Link to={postPage(post.id)} className="font-semibold wrap-anywhere hover:underline">
              {post.title}
            </Link>
            <span className="text-xs text-muted-foreground">
              {formatDateTime(post.scheduledAt)} · {post.platforms.join(", ")}
            </span>
          </div>
          <PostStatusBadge status={post.status} />
        </li>
      ))}
    </ul>
  );
}
