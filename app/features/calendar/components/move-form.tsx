import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { usePortalTexts } from "~/lib/portal-texts";
import { dayOf } from "../colombo-time";
import { RESCHEDULE_FETCHER } from "./calendar-dnd";
import type { CalendarPost } from "./calendar-post";
import { NAME_MARK, WithHiddenName } from "./hidden-name";

/**
 * "Move to another day": the way without a pointer, and without JavaScript (a form posting to the calendar's
 * action). The post keeps its time of day; the server checks the day. With JavaScript it posts through the drags'
 * fetcher, so the answer is said in the same place.
 */
export function MoveForm({ post, today }: { post: CalendarPost; today: string }) {
  const { m } = usePortalTexts();
  const fetcher = useFetcher({ key: RESCHEDULE_FETCHER });
  const id = `move-${post.id}`;
  return (
    <details className="min-w-0 flex-1 text-xs">
      <summary className="cursor-pointer py-1 underline">
        <WithHiddenName text={m.calendar_move_summary({ title: NAME_MARK })} name={post.title} />
      </summary>
      <fetcher.Form method="post" className="grid gap-1 pt-1">
        <input type="hidden" name="intent" value="reschedule" />
        <input type="hidden" name="post" value={post.id} />
        <input type="hidden" name="version" value={post.version} />
        <label htmlFor={id} className="font-medium">
          <WithHiddenName text={m.calendar_move_new_day({ title: NAME_MARK })} name={post.title} />
        </label>
        <input
          id={id}
          type="date"
          name="day"
          required
          min={today}
          defaultValue={dayOf(post.scheduledAt)}
          className="h-9 w-full min-w-0 rounded-md border bg-background px-2 text-sm"
        />
        <Button type="submit" size="sm" variant="outline" className="w-fit">
          <WithHiddenName text={m.calendar_move_button({ title: NAME_MARK })} name={post.title} />
        </Button>
      </fetcher.Form>
    </details>
  );
}
