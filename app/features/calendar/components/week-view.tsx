import { formatDate } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import { CalendarDnd, useShownPosts } from "./calendar-dnd";
import type { CalendarPost } from "./calendar-post";
import { DayCell } from "./day-cell";
import { byDay, WEEKDAYS } from "./month-views";
import { PostChip } from "./post-chip";

/**
 * The week, Monday to Sunday in Sri Lanka: seven columns on a wide screen, one day under another on a narrow one
 * (every day shown, so a post can be moved to an empty one). Each post with its time, platforms and status.
 */
export function WeekView({ days, posts, today }: { days: string[]; posts: CalendarPost[]; today: string }) {
  const { m, locale } = usePortalTexts();
  const shown = byDay(useShownPosts(posts));
  return (
    <CalendarDnd>
      <ol className="grid gap-2 @2xl:grid-cols-7" aria-label={m.calendar_days_of_week()}>
        {days.map((day, i) => {
          const dayPosts = shown.get(day) ?? [];
          return (
            <DayCell
              key={day}
              day={day}
              className="@2xl:min-h-48"
              label={
                <p className="mb-1 text-xs font-semibold text-muted-foreground">
                  {WEEKDAYS[i]?.(m)} {formatDate(day, locale)}
                  {day === today && <span className="ml-1 text-foreground">{m.calendar_today()}</span>}
                </p>
              }
            >
              {dayPosts.map((post) => (
                <PostChip key={post.id} post={post} today={today} platforms />
              ))}
              {dayPosts.length === 0 && <li className="text-xs text-muted-foreground">{m.calendar_no_posts()}</li>}
            </DayCell>
          );
        })}
      </ol>
    </CalendarDnd>
  );
}
